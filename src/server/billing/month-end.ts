import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { loadUser } from '../auth/load-user';
import { concurrentTransactions, type Db, type Tx } from '../db/client';
import { clients, invoiceRuns, monthEndRuns } from '../db/schema';
import type { Deps } from '../deps';
import { tenantOf } from '../kit/scope';
import { originOf, type RequestOrigin } from '../kit/workflow/origin';
import { nextTurn } from '../kit/next-turn';
import { generateInvoicesFor } from './generate';

/**
 * Clients invoiced together in one transaction (`generateInvoicesFor`: a fixed number of statements
 * for them all, about 40 round trips): 25 rather than 10, so the same rows cost fewer of them
 * (docs/scale.md, 2026-11-27); few enough that a transaction stays a few seconds on a loaded
 * machine and its multi-row writes a handful of 500-row chunks.
 */
export const CLIENTS_PER_TRANSACTION = 25;
/** How long a job of the month-end queue works before it hands on (well within the queue's 5-minute expiry). */
export const MONTH_END_JOB_MS = 30_000;

type Run = typeof monthEndRuns.$inferSelect;

/** The clients a run covers: its partner's or EOR's, every client for an admin's run. */
const clientsOf = (run: Pick<Run, 'partner_id' | 'eor_id'>): SQL =>
  and(
    run.partner_id ? eq(clients.partner_id, run.partner_id) : undefined,
    run.eor_id ? eq(clients.eor_id, run.eor_id) : undefined,
  ) ?? sql`true`;

/**
 * "Generate the month" (POST /v2/month_end_runs): records the run over the caller's clients; the
 * month-end queue (src/server/billing/month-end-queue.ts) finds it and does the work.
 */
export async function startMonthEnd(
  tx: Tx,
  user: User,
  input: { period_start: string; period_end: string },
): Promise<string> {
  const tenant = tenantOf(user);
  const scope = {
    partner_id: tenant?.type === 'partner' ? tenant.id : null,
    eor_id: tenant?.type === 'eor' ? tenant.id : null,
  };
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(clients).where(clientsOf(scope));
  const [run] = await tx
    .insert(monthEndRuns)
    .values({ ...input, ...scope, clients_total: n, created_by_user_id: user.id })
    .returning({ id: monthEndRuns.id });
  if (!run) throw new Error('month-end run was not created');
  return run.id;
}

/** Clients of the run without an invoice run tagged with it yet. */
const notInvoiced = (run: Run): SQL =>
  sql`not exists (select 1 from ${invoiceRuns} where ${invoiceRuns.month_end_run_id} = ${run.id} and ${invoiceRuns.client_id} = ${clients.id})`;

/**
 * Invoices the run's next clients (at most `limit`) in one transaction. The clients are taken by
 * row lock, skipping those another transaction of the run holds, so several transactions of one
 * run work side by side on different clients; their invoice runs are tagged with the month-end run
 * as they are written. A client is invoiced exactly when its tagged run exists: a crash before the
 * commit leaves nothing of those clients, one after it leaves them done, and a retry goes on with
 * the next. Answers how many clients it took; 0 when none were free, and the run is marked done
 * when none were left either.
 */
async function invoiceNextClients(deps: Deps, runId: string, limit: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [run] = await tx.select().from(monthEndRuns).where(eq(monthEndRuns.id, runId));
    if (!run || run.status === 'done') return 0;
    const left = and(clientsOf(run), notInvoiced(run));
    const taken = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(left)
      .orderBy(asc(clients.id))
      .limit(limit)
      .for('no key update', { skipLocked: true });
    if (!taken.length) {
      // Clients another transaction holds are not done until it commits: it marks the run done then.
      const [any] = await tx.select({ id: clients.id }).from(clients).where(left).limit(1);
      if (!any)
        await tx
          .update(monthEndRuns)
          .set({ status: 'done', finished_at: deps.now().toISOString() })
          .where(and(eq(monthEndRuns.id, run.id), eq(monthEndRuns.status, 'running')));
      return 0;
    }
    // The first read's snapshot may predate the commit of a transaction that held a client and
    // released it: read again, now that the lock is ours, which of them were invoiced meanwhile.
    const since = new Set(
      (
        await tx
          .select({ id: invoiceRuns.client_id })
          .from(invoiceRuns)
          .where(
            and(
              eq(invoiceRuns.month_end_run_id, run.id),
              inArray(
                invoiceRuns.client_id,
                taken.map((c) => c.id),
              ),
            ),
          )
      ).map((r) => r.id),
    );
    const next = taken.filter((c) => !since.has(c.id));
    if (!next.length) return taken.length;
    const creator = await loadUser(tx as unknown as Db, run.created_by_user_id);
    if (!creator) throw new Error(`month-end run ${run.id}: its creator is gone`);
    const origin: RequestOrigin = { ip: null, userAgent: null, now: deps.now() };
    const made = await generateInvoicesFor(
      tx,
      creator,
      {
        client_ids: next.map((c) => c.id),
        period_start: run.period_start,
        period_end: run.period_end,
      },
      originOf(creator, origin),
      deps.subscribers,
      { monthEndRunId: run.id },
    );
    const invoiced = made.reduce((n, r) => n + r.invoice_count, 0);
    // Last, so the run's row is locked only for the commit's time: the other lanes' counts wait on it.
    await tx
      .update(monthEndRuns)
      .set({
        clients_done: sql`${monthEndRuns.clients_done} + ${next.length}`,
        invoice_count: sql`${monthEndRuns.invoice_count} + ${invoiced}`,
      })
      .where(eq(monthEndRuns.id, run.id));
    return taken.length;
  });
}

/**
 * One job of the month-end queue: the run's clients, `CLIENTS_PER_TRANSACTION` to a transaction in
 * each of the database's lanes (`concurrentTransactions`), until `clients` are taken, `budgetMs`
 * has passed or `stopping` says so (the process closes), a turn of the event loop between
 * transactions (health keeps answering on PGlite). Answers whether clients may remain, so the
 * queue asks for the next job.
 */
export async function monthEndStep(
  deps: Deps,
  runId: string,
  clients = Number.POSITIVE_INFINITY,
  { budgetMs = MONTH_END_JOB_MS, stopping = () => false }: StepLimits = {},
): Promise<boolean> {
  const until = performance.now() + budgetMs;
  let left = clients;
  let more = false;
  const lane = async (): Promise<void> => {
    let worked = false;
    while (left > 0) {
      const limit = Math.min(left, CLIENTS_PER_TRANSACTION);
      left -= limit;
      const took = await invoiceNextClients(deps, runId, limit);
      left += limit - took;
      if (!took) return;
      worked = true;
      await nextTurn();
      if (performance.now() >= until || stopping()) {
        more = true;
        return;
      }
    }
    // The clients asked for are taken (a lane that found them all taken by the others says nothing).
    if (worked) more = true;
  };
  await Promise.all(Array.from({ length: concurrentTransactions(deps.db) }, lane));
  return more;
}

export interface StepLimits {
  /** How long the step takes batches before it ends (the last batch may run past it). */
  budgetMs?: number;
  /** Checked between batches: the process is closing, so the step ends and leaves the rest. */
  stopping?: () => boolean;
}

/** Runs not yet done, with how far each got: the queue's tick asks for a job for each. */
export const runningMonthEnds = (db: Db) =>
  db
    .select({ id: monthEndRuns.id, clients_done: monthEndRuns.clients_done })
    .from(monthEndRuns)
    .where(eq(monthEndRuns.status, 'running'));
