import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentList } from '../assignments/contract';
import type { TimesheetDetail, TimesheetFigures, TimesheetList } from './contract';

let h: Harness;
const tokens: Record<string, string> = {};
const as = (email: string) => ({ authorization: `Bearer ${tokens[email]}` });
const get = (email: string, url: string) =>
  h.app.inject({ method: 'GET', url, headers: as(email) });

beforeAll(async () => {
  h = await createHarness();
  for (const email of ['contractor@demo.test', 'client@globex.test', 'owner@acme.test']) {
    tokens[email] = await h.login(email);
  }
});
afterAll(async () => h.close());

async function globexDraft(date: string) {
  const list = (await get('contractor@demo.test', '/v2/assignments')).json() as AssignmentList;
  const globex = list.data.find((a) => a.client_name === 'Globex') ?? list.data[0]!;
  const res = await h.app.inject({
    method: 'POST',
    url: '/v2/timesheets',
    headers: as('contractor@demo.test'),
    payload: {
      assignment_id: globex.id,
      date,
      time_start: '08:00',
      time_end: '16:00',
      break_time_minutes: 0,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as TimesheetDetail).timesheet;
}

const figures = async (email: string) =>
  (await get(email, '/v2/timesheets/figures')).json() as TimesheetFigures;

describe('drafts are the worker’s own', () => {
  it('a client neither lists nor opens a draft, and sees it once submitted', async () => {
    const draft = await globexDraft('2028-05-01');
    const listed = (
      await get('client@globex.test', '/v2/timesheets?per_page=100&status=draft')
    ).json() as TimesheetList;
    expect(listed.meta.total).toBe(0);
    expect((await figures('client@globex.test')).by_status.draft).toBeUndefined();
    expect((await get('client@globex.test', `/v2/timesheets/${draft.id}`)).statusCode).toBe(404);
    expect((await get('client@globex.test', `/v2/timesheets/${draft.id}/history`)).statusCode).toBe(
      404,
    );
    // The contractor's partner runs their time and keeps seeing it.
    expect((await get('owner@acme.test', `/v2/timesheets/${draft.id}`)).statusCode).toBe(200);

    const submit = await h.app.inject({
      method: 'POST',
      url: `/v2/timesheets/${draft.id}/actions/submit`,
      headers: as('contractor@demo.test'),
      payload: { location: { latitude: 40.7, longitude: -74, accuracy: 15 } },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect((await get('client@globex.test', `/v2/timesheets/${draft.id}`)).statusCode).toBe(200);
  });

  it('hours of work done count submitted, signed and approved time, never drafts', async () => {
    const before = await figures('contractor@demo.test');
    const draft = await globexDraft('2028-05-02');
    const withDraft = await figures('contractor@demo.test');
    expect(withDraft.by_status.draft).toBe((before.by_status.draft ?? 0) + 1);
    expect(withDraft.work_done_hours_hundredths).toBe(before.work_done_hours_hundredths);
    await h.app.inject({
      method: 'POST',
      url: `/v2/timesheets/${draft.id}/actions/submit`,
      headers: as('contractor@demo.test'),
      payload: { location: { latitude: 40.7, longitude: -74, accuracy: 15 } },
    });
    expect((await figures('contractor@demo.test')).work_done_hours_hundredths).toBe(
      before.work_done_hours_hundredths + 800,
    );
  });
});
