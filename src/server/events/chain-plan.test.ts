import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { events } from '../db/schema';
import { batchOf, CHAIN_BATCH, chainUnchained } from './chain';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('finds no unchained event by the partial index, not by reading the log (every start asks)', async () => {
  expect(await chainUnchained(h.deps.db)).toBe(0);
  const plan = (await h.deps.db.execute(
    sql`explain ${batchOf(h.deps.db, isNull(events.hash), null, CHAIN_BATCH)}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  expect(text).toContain('events_unchained_idx');
  expect(text).not.toMatch(/Seq Scan on events/);
});
