import { inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { notifications, outbox, timesheets } from '../db/schema';
import { dailyNotificationTask } from './daily';

/**
 * The daily reminders run on the catch-up queue in bounded jobs: a job reads at most a batch of one
 * kind's records about one employer. On two copies of one database with more waiting timesheets
 * than a batch, the chain in jobs of three records (one job run twice, as after a process stopped
 * before the queue heard it finished) writes and mails exactly what the chain in one page per
 * employer writes and mails.
 */
let small: Harness;
let whole: Harness;
beforeAll(async () => {
  [small, whole] = await Promise.all([createHarness(), createHarness()]);
});
afterAll(() => Promise.all([small.close(), whole.close()]));

/** Long enough after the demo's history that every submitted or signed timesheet has waited. */
const DAY = '2027-01-15';
const BATCH = 3;

/** Every waiting timesheet made waiting since the spring: the reminders' records. */
async function waiting(h: Harness) {
  const rows = await h.deps.db
    .update(timesheets)
    .set({ updated_at: '2026-03-01T12:00:00.000Z' })
    .where(inArray(timesheets.status, ['submitted', 'signed']))
    .returning({ id: timesheets.id });
  return rows.length;
}

/** The chain as the queue runs it: one job per cursor; `again` names jobs whose process stopped after their work. */
async function chain(h: Harness, batch: number, again: (job: number) => boolean = () => false) {
  const task = dailyNotificationTask(batch);
  let cursor: string | null = null;
  const cursors: (string | null)[] = [];
  for (let job = 0; ; job++) {
    cursors.push(cursor);
    const step = await task.batch(h.deps, DAY, cursor);
    // The process stopped before the queue recorded the job's end: the job is run again.
    if (again(job)) await task.batch(h.deps, DAY, cursor);
    if (step.next === null) return cursors;
    cursor = step.next;
  }
}

async function written(h: Harness) {
  const rows = await h.deps.db
    .select({ key: notifications.dedupe_key })
    .from(notifications)
    .where(like(notifications.dedupe_key, `daily:${DAY}:%`));
  const [mails] = await h.deps.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  return { keys: rows.map((r) => r.key).sort(), mails: mails!.n };
}

describe('the daily reminders in bounded jobs', () => {
  it('send each reminder once, however the chain is cut into jobs and whatever job runs twice', async () => {
    const [n] = await Promise.all([waiting(small), waiting(whole)]);
    expect(n).toBeGreaterThan(BATCH * 2);

    const cursors = await chain(small, BATCH, (job) => job % 3 === 1);
    await chain(whole, 100_000);
    // Some employer's waiting timesheets took more than one job: pages went on after a record.
    const pagesAfter = cursors.filter((c) => c !== null && JSON.parse(c).after);
    expect(pagesAfter.length).toBeGreaterThan(0);

    const [a, b] = await Promise.all([written(small), written(whole)]);
    expect(a.keys.filter((k) => k.includes(':timesheet_pending:')).length).toBeGreaterThan(BATCH);
    expect(new Set(a.keys).size).toBe(a.keys.length);
    expect(a.keys).toEqual(b.keys);
    expect(a.mails).toBe(b.mails);
  }, 180_000);
});
