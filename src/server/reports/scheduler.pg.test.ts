import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { databaseUrlWithName } from '../../../tests/db/templates';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { openPostgres, type Database } from '../db/client';
import { events, reportRuns, reportSchedules } from '../db/schema';
import type { Deps } from '../deps';
import { runDueSchedules } from './scheduler';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

/**
 * Two API processes (here: two connection pools on one PostgreSQL database) check the same schedule at
 * the same instant, day after day: each occurrence becomes exactly one run, and the loser's attempt
 * leaves nothing behind (no run, no event).
 */
let h: Harness;
let other: Database;
const call = callerOf(() => h);
beforeAll(async () => {
  h = await createHarness({ reportQueue: manualPayrollQueue });
  const { rows } = (await h.deps.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: [{ name: string }];
  };
  other = await openPostgres(databaseUrlWithName(process.env.TEST_DATABASE_URL!, rows[0].name));
});
afterAll(async () => {
  await other.close();
  await h.close();
});

describe('report schedules on PostgreSQL', { timeout: 120_000 }, () => {
  it('two processes make each daily occurrence once, over 12 days', async () => {
    const res = await call('owner@acme.test', 'POST', '/report_schedules', {
      report: 'payroll_register',
      params: { from: '2026-11-01', to: '2026-11-30' },
      frequency: 'daily',
      time: '09:00',
      time_zone: 'America/New_York',
      recipients: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    // Made yesterday, so today's 09:00 (New York) is its first occurrence.
    await h.deps.db
      .update(reportSchedules)
      .set({ created_at: '2026-11-19T12:00:00Z' })
      .where(eq(reportSchedules.id, id));
    const second: Deps = { ...h.deps, db: other.db };
    let made = 0;
    for (let day = 0; day < 12; day++) {
      const [a, b] = await Promise.all([runDueSchedules(h.deps), runDueSchedules(second)]);
      made += a + b;
      // A second look in the same slot makes nothing.
      made += await runDueSchedules(second);
      h.clock.advance(24 * 3_600_000);
    }
    expect(made).toBe(12);
    const runs = await h.deps.db
      .select({ slot: reportRuns.slot, id: reportRuns.id })
      .from(reportRuns)
      .where(eq(reportRuns.schedule_id, id));
    expect(runs.map((r) => r.slot).sort()).toEqual(
      Array.from(
        { length: 12 },
        (_, i) =>
          `2026-11-${String(20 + i).padStart(2, '0')}`.replace('2026-11-31', '2026-12-01') +
          'T09:00',
      ),
    );
    const created = await h.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(
        sql`${events.type} = 'report_run.created' and ${events.payload}->>'schedule_id' = ${id}`,
      );
    expect(created[0]!.n).toBe(12);
  });
});
