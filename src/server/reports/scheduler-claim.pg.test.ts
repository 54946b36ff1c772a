import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { databaseUrlWithName } from '../../../tests/db/templates';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { openPostgres, type Database, type Db, type Tx } from '../db/client';
import { events, reportRuns, reportSchedules } from '../db/schema';
import type { Deps } from '../deps';
import { runDueSlot } from './scheduler';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

/**
 * The first scheduler's claim held open at its commit, on its own pool: its run row is written
 * but not committed, so the second scheduler, on another pool, must wait on that row's key. What
 * happens to the first claim (committed, or its process dying before the commit) decides the second.
 */
function heldAtCommit(db: Db, outcome: 'commit' | 'die') {
  let reached!: () => void;
  let release!: () => void;
  const atCommit = new Promise<void>((r) => (reached = r));
  const gate = new Promise<void>((r) => (release = r));
  const transaction = <T>(work: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      reached();
      await gate;
      if (outcome === 'die') throw new Error('the first scheduler died before its commit');
      return result;
    });
  return {
    db: Object.create(db, { transaction: { value: transaction } }) as Db,
    atCommit,
    release,
  };
}

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

/** A daily schedule made yesterday, so today's 09:00 in New York is due. */
async function dueSchedule() {
  const res = await call('owner@acme.test', 'POST', '/report_schedules', {
    report: 'invoice_register',
    params: { from: '2026-11-01', to: '2026-11-30' },
    frequency: 'daily',
    time: '09:00',
    time_zone: 'America/New_York',
    recipients: [],
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as { id: string };
  const [row] = await h.deps.db
    .update(reportSchedules)
    .set({ created_at: new Date(h.deps.now().getTime() - 86_400_000).toISOString() })
    .where(eq(reportSchedules.id, id))
    .returning();
  return row!;
}

/** Whether some session of this database waits on a lock (the second claim, blocked by the first). */
async function someoneWaits(): Promise<boolean> {
  const { rows } = (await h.deps.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: [{ n: number }] };
  return rows[0].n > 0;
}

/** Both schedulers claim the same occurrence; the second starts while the first holds its uncommitted run. */
async function race(outcome: 'commit' | 'die') {
  const s = await dueSchedule();
  const now = h.deps.now();
  const held = heldAtCommit(h.deps.db, outcome);
  const first = runDueSlot({ ...h.deps, db: held.db }, s, now).then(
    (made) => ({ made }),
    (error: Error) => ({ error: error.message }),
  );
  await held.atCommit;
  const secondDeps: Deps = { ...h.deps, db: other.db };
  let settled = false;
  const second = runDueSlot(secondDeps, s, now).finally(() => (settled = true));
  let blocked = false;
  while (!settled && !(blocked = await someoneWaits()));
  held.release();
  const results = { first: await first, second: await second, blocked };
  const runs = await h.deps.db
    .select({ slot: reportRuns.slot })
    .from(reportRuns)
    .where(eq(reportRuns.schedule_id, s.id));
  const created = await h.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(
      sql`${events.type} = 'report_run.created' and ${events.payload}->>'schedule_id' = ${s.id}`,
    );
  return { ...results, runs: runs.length, created: created[0]!.n };
}

describe('two schedulers on two pools claim one due schedule at once', { timeout: 120_000 }, () => {
  it('the second waits for the first claim and, once it commits, makes nothing', async () => {
    expect(await race('commit')).toEqual({
      first: { made: true },
      second: false,
      blocked: true,
      runs: 1,
      created: 1,
    });
  });

  it('when the first dies before its commit, the waiting second makes the run', async () => {
    expect(await race('die')).toEqual({
      first: { error: 'the first scheduler died before its commit' },
      second: true,
      blocked: true,
      runs: 1,
      created: 1,
    });
  });
});
