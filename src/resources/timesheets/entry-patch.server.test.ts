import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryDays } from '../../../tests/entry-days';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentList } from '../assignments/contract';
import type { TimesheetDetail } from './contract';

let h: Harness;
let token: string;
const headers = () => ({ authorization: `Bearer ${token}` });
const nextDay = entryDays('2029-03-01');

beforeAll(async () => {
  h = await createHarness();
  token = await h.login('contractor@demo.test');
});
afterAll(async () => h.close());

async function draft(fields: Record<string, unknown> = {}) {
  const assignments = (
    await h.app.inject({ method: 'GET', url: '/v2/assignments', headers: headers() })
  ).json() as AssignmentList;
  const res = await h.app.inject({
    method: 'POST',
    url: '/v2/timesheets',
    headers: headers(),
    payload: {
      assignment_id: assignments.data[0]?.id,
      date: nextDay(),
      time_start: '09:00',
      time_end: '17:00',
      break_time_minutes: 30,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as TimesheetDetail).timesheet;
}

const patch = (id: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'PATCH', url: `/v2/timesheets/${id}`, headers: headers(), payload });

describe('PATCH /v2/timesheets/{id}', () => {
  it('changes only the fields it names', async () => {
    const t = await draft({ timezone: 'America/Chicago', project_code: 'PRJ-1', task: 'Before' });
    const res = await patch(t.id, { task: 'x' });
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as TimesheetDetail).timesheet;
    expect(after).toMatchObject({
      task: 'x',
      project_code: 'PRJ-1',
      timezone: 'America/Chicago',
      date: t.date,
      time_start: t.time_start,
      time_end: t.time_end,
      break_time_minutes: 30,
      hours_worked: '7.50',
    });
  });

  it('clears a nullable field sent as null and recomputes hours from the merged times', async () => {
    const t = await draft({ timezone: 'Europe/Berlin', project_code: 'PRJ-2', task: 'Keep' });
    const after = (
      (await patch(t.id, { project_code: null, time_end: '18:00' })).json() as TimesheetDetail
    ).timesheet;
    expect(after).toMatchObject({
      project_code: null,
      task: 'Keep',
      timezone: 'Europe/Berlin',
      hours_worked: '8.50',
    });
  });

  it.each(['Mars/Olympus_Mons', '+01:00', 'EST', 'not a zone', ''])(
    'refuses the time zone %j with 422 naming the field',
    async (timezone) => {
      const t = await draft();
      const res = await patch(t.id, { timezone });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail: [{ loc: ['body', 'timezone'] }] });
      const created = await h.app.inject({
        method: 'POST',
        url: '/v2/timesheets',
        headers: headers(),
        payload: {
          assignment_id: t.assignment_id,
          date: nextDay(),
          time_start: '09:00',
          time_end: '10:00',
          break_time_minutes: 0,
          timezone,
        },
      });
      expect(created.statusCode).toBe(422);
    },
  );

  it('accepts IANA names, including UTC', async () => {
    const t = await draft();
    for (const timezone of ['UTC', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      const res = await patch(t.id, { timezone });
      expect(res.statusCode, timezone).toBe(200);
      expect((res.json() as TimesheetDetail).timesheet.timezone).toBe(timezone);
    }
  });
});
