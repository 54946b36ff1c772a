import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { loadUser } from '../auth/load-user';
import type { Db, Tx } from '../db/client';
import { clients, invoiceRuns, monthEndRuns } from '../db/schema';
import type { Deps } from '../deps';
import { tenantOf } from '../kit/scope';
import { originOf, type RequestOrigin } from '../kit/workflow/origin';
import { nextTurn } from '../kit/next-turn';
import { generateInvoices } from './generate';

/** Clients a job of the month-end queue invoices before it hands on to the next job (a job must end well within the queue's expiry). */
export const CLIENTS_PER_JOB = 20;

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

/**
 * Invoices the run's next client in one transaction: the run's row is locked first (two jobs of one
 * run take turns), the next client is the first in id order without an invoice run of this month-end
 * run, and its invoice run is tagged with the month-end run before the transaction commits. So a
 * client is invoiced exactly when its tagged run exists: a crash before the commit leaves nothing of
 * that client, one after it leaves the client done, and a retry goes on with the next.
 * Answers whether clients remain.
 */
async function invoiceNextClient(deps: Deps, runId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(monthEndRuns)
      .where(eq(monthEndRuns.id, runId))
      .for('update');
    if (!run || run.status === 'done') return false;
    const [next] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          clientsOf(run),
          sql`not exists (select 1 from ${invoiceRuns} where ${invoiceRuns.month_end_run_id} = ${run.id} and ${invoiceRuns.client_id} = ${clients.id})`,
        ),
      )
      .orderBy(asc(clients.id))
      .limit(1);
    if (!next) {
      await tx
        .update(monthEndRuns)
        .set({ status: 'done', finished_at: deps.now().toISOString() })
        .where(eq(monthEndRuns.id, run.id));
      return false;
    }
    const creator = await loadUser(tx as unknown as Db, run.created_by_user_id);
    if (!creator) throw new Error(`month-end run ${run.id}: its creator is gone`);
    const origin: RequestOrigin = { ip: null, userAgent: null, now: deps.now() };
    const invoiceRunId = await generateInvoices(
      tx,
      creator,
      { client_id: next.id, period_start: run.period_start, period_end: run.period_end },
      originOf(creator, origin),
      deps.subscribers,
    );
    const [made] = await tx
      .update(invoiceRuns)
      .set({ month_end_run_id: run.id })
      .where(eq(invoiceRuns.id, invoiceRunId))
      .returning({ invoice_count: invoiceRuns.invoice_count });
    await tx
      .update(monthEndRuns)
      .set({
        clients_done: sql`${monthEndRuns.clients_done} + 1`,
        invoice_count: sql`${monthEndRuns.invoice_count} + ${made?.invoice_count ?? 0}`,
      })
      .where(eq(monthEndRuns.id, run.id));
    return true;
  });
}

/**
 * One job of the month-end queue: up to `clients` clients of the run, each in its own transaction,
 * a turn of the event loop between them (health keeps answering on PGlite). Answers whether clients
 * remain, so the queue asks for the next job.
 */
export async function monthEndStep(
  deps: Deps,
  runId: string,
  clients = CLIENTS_PER_JOB,
): Promise<boolean> {
  for (let i = 0; i < clients; i++) {
    if (!(await invoiceNextClient(deps, runId))) return false;
    await nextTurn();
  }
  return true;
}

/** Runs not yet done, with how far each got: the queue's tick asks for a job for each. */
export const runningMonthEnds = (db: Db) =>
  db
    .select({ id: monthEndRuns.id, clients_done: monthEndRuns.clients_done })
    .from(monthEndRuns)
    .where(eq(monthEndRuns.status, 'running'));
