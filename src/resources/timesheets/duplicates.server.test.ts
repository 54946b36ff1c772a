import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentList } from '../assignments/contract';
import type { DuplicateEntry, TimesheetDetail } from './contract';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (vitest.config.ts).
let h: Harness;
let token: string;
let assignmentId: string;
const headers = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  h = await createHarness();
  token = await h.login('contractor@demo.test');
  const list = (
    await h.app.inject({ method: 'GET', url: '/v2/assignments', headers: headers() })
  ).json() as AssignmentList;
  assignmentId = list.data[0]!.id;
});
afterAll(async () => h.close());

const enter = (date: string, time_start: string, time_end: string) =>
  h.app.inject({
    method: 'POST',
    url: '/v2/timesheets',
    headers: headers(),
    payload: { assignment_id: assignmentId, date, time_start, time_end, break_time_minutes: 0 },
  });

async function created(date: string, start: string, end: string) {
  const res = await enter(date, start, end);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as TimesheetDetail).timesheet;
}

describe('one timesheet per assignment, day and time', () => {
  it('refuses the same day entered again with 409 naming the stored timesheet', async () => {
    const first = await created('2027-02-01', '09:00', '17:00');
    const again = await enter('2027-02-01', '09:00', '17:00');
    expect(again.statusCode).toBe(409);
    const body = again.json() as DuplicateEntry;
    expect(body.existing).toEqual({
      id: first.id,
      status: 'draft',
      date: '2027-02-01',
      time_start: '09:00',
      time_end: '17:00',
    });
    expect(body.message).toContain(first.id);
  });

  it('refuses overlapping hours, accepts adjacent ones and other days', async () => {
    await created('2027-02-02', '09:00', '12:00');
    expect((await enter('2027-02-02', '11:30', '13:00')).statusCode).toBe(409);
    expect((await enter('2027-02-02', '08:00', '09:30')).statusCode).toBe(409);
    await created('2027-02-02', '12:00', '17:00');
    await created('2027-02-02', '07:00', '09:00');
    await created('2027-02-03', '09:00', '12:00');
  });

  it('names the existing timesheet whatever its status, and a deleted one no longer counts', async () => {
    const t = await created('2027-02-04', '09:00', '17:00');
    const submit = await h.app.inject({
      method: 'POST',
      url: `/v2/timesheets/${t.id}/actions/submit`,
      headers: headers(),
      payload: { location: { latitude: 40.7, longitude: -74, accuracy: 20 } },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const dup = await enter('2027-02-04', '10:00', '11:00');
    expect((dup.json() as DuplicateEntry).existing).toMatchObject({
      id: t.id,
      status: 'submitted',
    });
    const del = await h.app.inject({
      method: 'POST',
      url: `/v2/timesheets/${t.id}/actions/delete`,
      headers: headers(),
      payload: {},
    });
    expect(del.statusCode, del.body).toBe(200);
    await created('2027-02-04', '09:00', '17:00');
  });

  it('refuses an edit that moves a draft onto stored time, and lets a draft keep its own', async () => {
    const kept = await created('2027-02-05', '09:00', '12:00');
    const moved = await created('2027-02-05', '13:00', '17:00');
    const patch = (id: string, payload: Record<string, unknown>) =>
      h.app.inject({ method: 'PATCH', url: `/v2/timesheets/${id}`, headers: headers(), payload });
    const clash = await patch(moved.id, { time_start: '11:00' });
    expect(clash.statusCode).toBe(409);
    expect((clash.json() as DuplicateEntry).existing.id).toBe(kept.id);
    expect((await patch(kept.id, { time_end: '12:30' })).statusCode).toBe(200);
  });

  it('lets exactly one of 10 concurrent entries of the same day through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => enter('2027-02-08', '09:00', '17:00')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    const list = await h.app.inject({
      method: 'GET',
      url: `/v2/timesheets?assignment_id=${assignmentId}&date_from=2027-02-08&date_to=2027-02-08`,
      headers: headers(),
    });
    expect((list.json() as { meta: { total: number } }).meta.total).toBe(1);
  });
});
