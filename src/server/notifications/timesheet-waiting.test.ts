import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentList } from '../../resources/assignments/contract';
import type { Notification } from '../../resources/notifications/contract';
import type { TimesheetDetail } from '../../resources/timesheets/contract';
import { partners, timesheets } from '../db/schema';
import { sendReminders } from './daily';

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

describe('a timesheet still waiting', () => {
  it('reminds its deciders once a day after two days, never its worker or another tenant', async () => {
    const id = await submittedAtGlobex('2026-11-21');
    await h.database.db
      .update(timesheets)
      .set({ updated_at: '2026-03-01T12:00:00.000Z' })
      .where(eq(timesheets.id, id));
    const [acme] = await h.database.db
      .select()
      .from(partners)
      .where(eq(partners.subdomain, 'acme'));
    const remind = (day: string) => sendReminders(h.deps, day, { type: 'partner', id: acme!.id });

    // Two days after it stopped moving is not yet late.
    await remind('2026-03-03');
    expect(await about('client@globex.test', 'timesheet_pending', id)).toHaveLength(0);

    await remind('2026-03-04');
    await remind('2026-03-04');
    const once = await about('client@globex.test', 'timesheet_pending', id);
    expect(once).toMatchObject([
      { title: 'Still waiting for approval: Connie Contractor, 2026-11-21' },
    ]);
    expect(await about('approver@globex.test', 'timesheet_pending', id)).toHaveLength(1);
    for (const email of ['contractor@demo.test', 'owner@harborpoint.test', 'owner@selfco.test'])
      expect(await about(email, 'timesheet_pending', id), email).toHaveLength(0);

    await remind('2026-03-05');
    expect(await about('client@globex.test', 'timesheet_pending', id)).toHaveLength(2);
  });
});
