import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { dueTransfers } from './transfers';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('reads the due transfers, pending and processing, by transfers_due_idx (the runner asks every 2 s)', async () => {
  // With sequential scans priced out, the plan takes the index exactly when its predicate covers the query.
  const text = await h.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan = (await tx.execute(
      sql`explain ${dueTransfers(tx, new Date(), 50)}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  expect(text).toContain('transfers_due_idx');
  expect(text).not.toMatch(/Seq Scan on transfers/);
});
