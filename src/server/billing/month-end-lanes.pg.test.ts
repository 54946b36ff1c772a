import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { concurrentTransactions } from '../db/client';
import { clients, invoiceRuns, monthEndRuns } from '../db/schema';
import { monthEndStep } from './month-end';

/**
 * On PostgreSQL a month-end run is worked by transactions side by side: each takes the clients no
 * other transaction holds, none waits for another's, and the run is done only once every client's
 * invoices are committed.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const call = callerOf(() => h);

const invoicedClients = async (runId: string) =>
  (
    await h.deps.db
      .select({ client_id: invoiceRuns.client_id })
      .from(invoiceRuns)
      .where(eq(invoiceRuns.month_end_run_id, runId))
  ).map((r) => r.client_id);

const statusOf = async (runId: string) =>
  (await h.deps.db.select().from(monthEndRuns).where(eq(monthEndRuns.id, runId)))[0]!;

describe('a month-end run on PostgreSQL', { timeout: 120_000 }, () => {
  it('works two transactions at once, skips a client another holds, and is done only after it', async () => {
    expect(concurrentTransactions(h.deps.db)).toBe(2);
    const started = await call(
      'admin@demo.test',
      'POST',
      '/month_end_runs',
      { period_start: '2026-10-01', period_end: '2026-10-31' },
      crypto.randomUUID(),
    );
    expect(started.statusCode, started.body).toBe(201);
    const id = (started.json() as { id: string }).id;
    const total = (await h.deps.db.select({ n: sql<number>`count(*)::int` }).from(clients))[0]!.n;

    let held = '';
    await h.deps.db.transaction(async (tx) => {
      const [first] = await tx
        .select({ id: clients.id })
        .from(clients)
        .orderBy(asc(clients.id))
        .limit(1)
        .for('no key update');
      held = first!.id;
      // Held here, the first client is skipped rather than waited for (a wait would never end).
      expect(await monthEndStep(h.deps, id, 2)).toBe(true);
      const firstTwo = await invoicedClients(id);
      expect(firstTwo).toHaveLength(2);
      expect(firstTwo).not.toContain(held);
      for (let more = true; more;) more = await monthEndStep(h.deps, id);
      expect(await invoicedClients(id)).toHaveLength(total - 1);
      expect(await statusOf(id)).toMatchObject({ status: 'running', clients_done: total - 1 });
    });

    expect(await monthEndStep(h.deps, id)).toBe(false);
    const all = await invoicedClients(id);
    expect(all).toContain(held);
    expect(new Set(all).size).toBe(total);
    const run = await statusOf(id);
    expect(run).toMatchObject({ status: 'done', clients_done: total });
    expect(run.finished_at).not.toBeNull();
  });
});
