import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Db } from '../db/client';
import {
  clients,
  invoiceLines,
  invoiceRuns,
  invoices,
  monthEndRuns,
  transactions,
} from '../db/schema';
import type { Deps } from '../deps';
import { monthEndStep } from './month-end';

/**
 * The month-end generation as a job: started through the API by those who generate invoices, a
 * batch of clients per transaction, and a crash mid-batch (its writes done, the commit never reached)
 * leaves nothing of those clients, so the resumed run invoices every client once and every approved
 * bill of the month once.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const PERIOD = { period_start: '2026-10-01', period_end: '2026-10-31' };

const post = async (email: string, payload: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/v2/month_end_runs',
    headers: {
      authorization: `Bearer ${await h.login(email)}`,
      'idempotency-key': crypto.randomUUID(),
    },
    payload: payload as object,
  });

/** The app's database, except that each transaction does all its work and then dies before its commit. */
const crashingBeforeCommit = (deps: Deps): Deps => ({
  ...deps,
  db: new Proxy(deps.db, {
    get: (db, key) =>
      key === 'transaction'
        ? (work: (tx: unknown) => Promise<unknown>) =>
            db.transaction(async (tx) => {
              await work(tx);
              throw new Error('the process died');
            })
        : Reflect.get(db, key),
  }) as Db,
});

describe('month-end generation', () => {
  it('is refused to those who do not generate invoices, and checks its period', async () => {
    expect((await post('owner@acme.test', PERIOD)).statusCode).toBe(403);
    expect((await post('client@globex.test', PERIOD)).statusCode).toBe(403);
    const backwards = await post('admin@demo.test', {
      period_start: '2026-10-31',
      period_end: '2026-10-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.body).toContain('The period must end on or after its start');
    expect(
      (
        await post('admin@demo.test', {
          period_start: '2026-10-01\u0000',
          period_end: '2026-10-31',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('resumes after a crash between clients without invoicing any client or bill twice', async () => {
    const started = await post('admin@demo.test', PERIOD);
    expect(started.statusCode, started.body).toBe(201);
    const id = (started.json() as { id: string }).id;
    const token = await h.login('admin@demo.test');
    const progress = async () =>
      (
        await h.app.inject({
          url: `/v2/month_end_runs/${id}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json() as {
        status: string;
        clients_total: number;
        clients_done: number;
        invoice_count: number;
      };
    const total = (await h.deps.db.select({ n: sql<number>`count(*)::int` }).from(clients))[0]!.n;
    expect(await progress()).toMatchObject({
      status: 'running',
      clients_total: total,
      clients_done: 0,
    });

    expect(await monthEndStep(h.deps, id, 2)).toBe(true);
    expect(await progress()).toMatchObject({ status: 'running', clients_done: 2 });
    // The third client's invoices are written, then the process dies before the commit.
    await expect(monthEndStep(crashingBeforeCommit(h.deps), id, 1)).rejects.toThrow(
      'the process died',
    );
    expect(await progress()).toMatchObject({ clients_done: 2 });
    // The retried job and the tick's job of the same run at once: they take turns on the run.
    const [a, b] = await Promise.all([monthEndStep(h.deps, id, 3), monthEndStep(h.deps, id, 3)]);
    expect([a, b]).toEqual([true, true]);
    expect(await progress()).toMatchObject({ clients_done: 8 });
    // The queue's next jobs, until the run says it is done.
    for (let more = true; more;) more = await monthEndStep(h.deps, id);
    const done = await progress();
    expect(done).toMatchObject({ status: 'done', clients_done: total });

    const runs = await h.deps.db
      .select()
      .from(invoiceRuns)
      .where(eq(invoiceRuns.month_end_run_id, id));
    expect(runs).toHaveLength(total);
    expect(new Set(runs.map((r) => r.client_id)).size).toBe(total);
    const made = await h.deps.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.invoice_run_id,
          runs.map((r) => r.id),
        ),
      );
    expect(made.length).toBe(done.invoice_count);
    // October's approved bills (four demo clients have some) are each on one of the run's invoices.
    const october = and(
      eq(transactions.kind, 'bill'),
      eq(transactions.status, 'approved'),
      sql`${transactions.date} between ${PERIOD.period_start} and ${PERIOD.period_end}`,
    );
    expect(
      await h.deps.db
        .select()
        .from(transactions)
        .where(and(october, isNull(transactions.invoice_id))),
    ).toEqual([]);
    const billed = await h.deps.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          october,
          inArray(
            transactions.invoice_id,
            made.map((m) => m.id),
          ),
        ),
      );
    expect(billed.length).toBeGreaterThan(20);
    const lines = await h.deps.db
      .select({ transaction_id: invoiceLines.transaction_id, kind: invoiceLines.kind })
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoice_id,
          made.map((m) => m.id),
        ),
      );
    const keys = lines.map((l) => `${l.transaction_id}:${l.kind}`);
    expect(new Set(keys).size).toBe(keys.length);

    // A done run does nothing more, however often its job comes back.
    expect(await monthEndStep(h.deps, id)).toBe(false);
    expect(
      await h.deps.db.select().from(invoiceRuns).where(eq(invoiceRuns.month_end_run_id, id)),
    ).toHaveLength(total);
    const [row] = await h.deps.db.select().from(monthEndRuns).where(eq(monthEndRuns.id, id));
    expect(row?.finished_at).not.toBeNull();
  }, 120_000);
});
