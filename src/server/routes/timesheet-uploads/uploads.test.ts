import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import type { AssignmentList } from '../../../domain/contracts/assignments';
import { timesheets } from '../../db/schema';

let h: Harness;
let headers: Record<string, string>;
let assignmentId: string;

beforeAll(async () => {
  h = await createHarness();
  headers = { authorization: `Bearer ${await h.login('contractor@demo.test')}` };
  const list = (await h.app.inject({ method: 'GET', url: '/v2/assignments', headers })).json() as AssignmentList;
  assignmentId = list.data[0]?.id ?? '';
});
afterAll(async () => h.close());

const upload = (content: string) => h.app.inject({ method: 'POST', url: '/v2/timesheet_uploads', headers, payload: { filename: 'week.csv', content } });

describe('timesheet CSV import', () => {
  it('imports every row of a clean file as drafts', async () => {
    const before = await h.deps.db.$count(timesheets);
    const res = await upload(`assignment_id,date,time_start,time_end,break_time_minutes,project_code,task\n${assignmentId},2026-11-23,09:00,17:00,30,P1,"Build, test"\n${assignmentId},2026-11-24,22:00,06:00,0,,\n`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'imported', imported: 2, rows: [{ row: 2, ok: true }, { row: 3, ok: true }] });
    expect(await h.deps.db.$count(timesheets)).toBe(before + 2);
    const again = await h.app.inject({ method: 'GET', url: `/v2/timesheet_uploads/${res.json().id}`, headers });
    expect(again.json()).toMatchObject({ imported: 2 });
  });

  it('a file with any error imports nothing and reports each row', async () => {
    const before = await h.deps.db.$count(timesheets);
    const res = await upload(
      `assignment_id,date,time_start,time_end,break_time_minutes\n${assignmentId},2026-11-25,09:00,17:00,30\n${assignmentId},2026-13-40,9am,17:00,30\n00000000-0000-4000-8000-000000000000,2026-11-26,09:00,17:00,0\n`,
    );
    const body = res.json();
    expect(body).toMatchObject({ status: 'rejected', imported: 0 });
    expect(body.rows[0]).toEqual({ row: 2, ok: true, errors: [] });
    expect(body.rows[1].ok).toBe(false);
    expect(body.rows[1].errors.join(' ')).toMatch(/date.*time_start|time_start.*date/s);
    expect(body.rows[2].errors).toEqual(['assignment_id: no such assignment of yours']);
    expect(await h.deps.db.$count(timesheets)).toBe(before);
  });

  it('reports missing columns', async () => {
    const res = await upload('date,time_start\n2026-11-25,09:00\n');
    expect(res.json()).toMatchObject({ status: 'rejected', rows: [{ row: 1, ok: false, errors: ['Missing columns: assignment_id, time_end, break_time_minutes'] }] });
  });
});
