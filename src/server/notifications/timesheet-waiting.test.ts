import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentList } from '../../resources/assignments/contract';
import type { Notification } from '../../resources/notifications/contract';
import type { TimesheetDetail } from '../../resources/timesheets/contract';
import { partners, timesheets } from '../db/schema';
import { sendReminders } from './daily';
import { WAITING_LINK } from './pending-reminder';

let h: Harness;
const call = callerOf(() => h);
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const about = async (email: string, kind: string, id: string) =>
  (
    (await call(email, 'GET', `/notifications?per_page=200&kind=${kind}`)).json() as {
      data: Notification[];
    }
  ).data.filter((n) => n.link === `/timesheets/${id}`);

/** Connie submits a day at Globex; the dispatcher runs the subscribers. */
async function submittedAtGlobex(date: string) {
  const list = (await call('contractor@demo.test', 'GET', '/assignments')).json() as AssignmentList;
  const globex = list.data.find((a) => a.client_name === 'Globex')!;
  const created = await call('contractor@demo.test', 'POST', '/timesheets', {
    assignment_id: globex.id,
    date,
    time_start: '09:00',
    time_end: '17:00',
    break_time_minutes: 0,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as TimesheetDetail).timesheet.id;
  const submitted = await call('contractor@demo.test', 'POST', `/timesheets/${id}/actions/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  await h.app.dispatcher.drain();
  return id;
}

describe('a rejected timesheet', () => {
  it('tells its worker with the reason, and no one who decides', async () => {
    const id = await submittedAtGlobex('2026-11-17');
    const rejected = await call('client@globex.test', 'POST', `/timesheets/${id}/actions/reject`, {
      reason: 'Lunch was not a break',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await h.app.dispatcher.drain();
    expect(await about('contractor@demo.test', 'timesheet_rejected', id)).toMatchObject([
      {
        title: 'Timesheet rejected: 2026-11-17',
        body: expect.stringContaining('was rejected. Reason: Lunch was not a break'),
      },
    ]);
    for (const email of ['client@globex.test', 'owner@acme.test', 'owner@harborpoint.test'])
      expect(await about(email, 'timesheet_rejected', id), email).toHaveLength(0);
  });
});

/** A user's reminders of waiting timesheets, newest first. */
const reminders = async (email: string) =>
  (
    (await call(email, 'GET', '/notifications?per_page=200&kind=timesheet_pending')).json() as {
      data: Notification[];
    }
  ).data;

describe('timesheets still waiting', () => {
  it('remind each decider once a day with how many wait in their scope, never a worker or another tenant', async () => {
    const first = await submittedAtGlobex('2026-11-21');
    const second = await submittedAtGlobex('2026-11-22');
    const stalled = (id: string, at: string) =>
      h.database.db.update(timesheets).set({ updated_at: at }).where(eq(timesheets.id, id));
    await stalled(first, '2026-03-01T12:00:00.000Z');
    await stalled(second, '2026-03-03T09:00:00.000Z');
    const [acme] = await h.database.db
      .select()
      .from(partners)
      .where(eq(partners.subdomain, 'acme'));
    const remind = (day: string) => sendReminders(h.deps, day, { type: 'partner', id: acme!.id });

    // Two days after it stopped moving is not yet late.
    await remind('2026-03-03');
    expect(await reminders('client@globex.test')).toHaveLength(0);

    await remind('2026-03-04');
    await remind('2026-03-04');
    expect(await reminders('client@globex.test')).toMatchObject([
      {
        title: '1 timesheet still waiting for approval',
        body: '1 timesheet has waited more than 2 days for a decision, the longest since 2026-03-01.',
        link: WAITING_LINK,
      },
    ]);
    expect(await reminders('approver@globex.test')).toHaveLength(1);
    for (const email of ['contractor@demo.test', 'owner@harborpoint.test', 'owner@selfco.test'])
      expect(await reminders(email), email).toHaveLength(0);

    // The next day both have waited: one more notice, counting both.
    await remind('2026-03-06');
    const told = await reminders('client@globex.test');
    expect(told).toHaveLength(2);
    expect(told).toContainEqual(
      expect.objectContaining({
        title: '2 timesheets still waiting for approval',
        body: '2 timesheets have waited more than 2 days for a decision, the longest since 2026-03-01.',
      }),
    );

    // The link is the decider's own list of waiting timesheets, holding both.
    const listed = (
      await call('client@globex.test', 'GET', `${WAITING_LINK}&per_page=200`)
    ).json() as { data: { id: string }[] };
    expect(listed.data.map((t) => t.id)).toEqual(expect.arrayContaining([first, second]));
  });
});
