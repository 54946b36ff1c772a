import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentList } from '../assignments/contract';
import { and, eq } from 'drizzle-orm';
import { assignments, events, timesheets, timesheetUploads } from '../../server/db/schema';
import { insertDrafts } from '../timesheets/server';
import { userByEmail } from '../../server/routes/user/find-user';
import {
  UPLOAD_LIMITS_TEXT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_ROWS,
  type UploadReport,
} from './contract';
import { IMPORT_BATCH, IMPORT_FAILED, STALE_IMPORT_MS } from './import.server';
import { importJobs } from './job.server';

let h: Harness;
let headers: Record<string, string>;
let assignmentId: string;

beforeAll(async () => {
  h = await createHarness();
  headers = { authorization: `Bearer ${await h.login('contractor@demo.test')}` };
  const list = (
    await h.app.inject({ method: 'GET', url: '/v2/assignments', headers })
  ).json() as AssignmentList;
  assignmentId = list.data[0]?.id ?? '';
});
afterAll(async () => h.close());

const upload = (content: string) =>
  h.app.inject({
    method: 'POST',
    url: '/v2/timesheet_uploads',
    headers,
    payload: { filename: 'week.csv', content },
  });
const get = async (id: string) =>
  (
    await h.app.inject({ method: 'GET', url: `/v2/timesheet_uploads/${id}`, headers })
  ).json() as UploadReport;

/** Polls an accepted upload as the page does, keeping every report seen, until the job is done. */
async function settle(id: string): Promise<UploadReport[]> {
  const seen = [await get(id)];
  while (seen.at(-1)!.status === 'importing') {
    await new Promise((r) => setTimeout(r, 5));
    seen.push(await get(id));
  }
  return seen;
}

describe('timesheet CSV import', () => {
  it('imports every row of a clean file as drafts', async () => {
    const before = await h.deps.db.$count(timesheets);
    const res = await upload(
      `assignment_id,date,time_start,time_end,break_time_minutes,project_code,task\n${assignmentId},2026-11-23,09:00,17:00,30,P1,"Build, test"\n${assignmentId},2026-11-24,22:00,06:00,0,,\n`,
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      status: 'importing',
      total: 2,
      rows: [
        { row: 2, ok: true },
        { row: 3, ok: true },
      ],
    });
    expect((await settle(res.json().id)).at(-1)).toMatchObject({
      status: 'imported',
      imported: 2,
      processed: 2,
      total: 2,
    });
    expect(await h.deps.db.$count(timesheets)).toBe(before + 2);
  });

  it('a file with any error imports nothing and reports each row', async () => {
    const before = await h.deps.db.$count(timesheets);
    const res = await upload(
      `assignment_id,date,time_start,time_end,break_time_minutes\n${assignmentId},2026-11-25,09:00,17:00,30\n${assignmentId},2026-13-40,9am,17:00,30\n00000000-0000-4000-8000-000000000000,2026-11-26,09:00,17:00,0\n`,
    );
    const body = res.json();
    expect(res.statusCode).toBe(201);
    expect(body).toMatchObject({ status: 'rejected', imported: 0 });
    expect(body.rows[0]).toEqual({ row: 2, ok: true, errors: [] });
    expect(body.rows[1].ok).toBe(false);
    expect(body.rows[1].errors.join(' ')).toMatch(/date.*time_start|time_start.*date/s);
    expect(body.rows[2].errors).toEqual(['assignment_id: no such assignment of yours']);
    expect(await h.deps.db.$count(timesheets)).toBe(before);
  });

  it('refuses a row duplicating a stored timesheet with the 409’s reason, and a row repeating an earlier one', async () => {
    // The first test imported 2026-11-23 09:00–17:00 on this assignment.
    const [stored] = await h.deps.db
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.assignment_id, assignmentId), eq(timesheets.date, '2026-11-23')));
    const entered = await h.app.inject({
      method: 'POST',
      url: '/v2/timesheets',
      headers,
      payload: {
        assignment_id: assignmentId,
        date: '2026-11-23',
        time_start: '16:00',
        time_end: '18:00',
        break_time_minutes: 0,
      },
    });
    expect(entered.statusCode).toBe(409);
    const before = await h.deps.db.$count(timesheets);
    const res = await upload(
      `${HEADER}\n${assignmentId},2026-11-23,16:00,18:00,0,,\n${assignmentId},2026-11-27,09:00,12:00,0,,\n${assignmentId},2026-11-27,11:00,13:00,0,,\n${assignmentId},2026-11-27,12:00,14:00,0,,\n`,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json() as UploadReport;
    expect(body.status).toBe('rejected');
    expect(body.rows[0]).toEqual({
      row: 2,
      ok: false,
      errors: [(entered.json() as { message: string }).message],
    });
    expect(body.rows[0]!.errors[0]).toBe(
      `This time overlaps timesheet ${stored!.id} (draft, 2026-11-23 09:00–17:00) on the same assignment: edit that one instead`,
    );
    expect(body.rows[1]).toEqual({ row: 3, ok: true, errors: [] });
    expect(body.rows[2]).toEqual({
      row: 4,
      ok: false,
      errors: ['This time overlaps row 3 of this file on the same assignment'],
    });
    // 12:00–14:00 touches row 3's end: a split shift, not a duplicate; it overlaps row 4.
    expect(body.rows[3]).toEqual({
      row: 5,
      ok: false,
      errors: ['This time overlaps row 4 of this file on the same assignment'],
    });
    expect(await h.deps.db.$count(timesheets)).toBe(before);
  });

  it('reports missing columns', async () => {
    const res = await upload('date,time_start\n2026-11-25,09:00\n');
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rows: [
        {
          row: 1,
          ok: false,
          errors: ['Missing columns: assignment_id, time_end, break_time_minutes'],
        },
      ],
    });
  });
});

const HEADER = 'assignment_id,date,time_start,time_end,break_time_minutes,project_code,task';
/** Day `i` after 1 January of `year`: one row a day, so no row duplicates another. */
const dayOf = (i: number, year: number) =>
  new Date(Date.UTC(year, 0, 1 + i)).toISOString().slice(0, 10);
const rowsOf = (n: number, year = 2032) =>
  Array.from(
    { length: n },
    (_, i) => `${assignmentId},${dayOf(i, year)},09:00,17:00,30,P${i},Task ${i}`,
  );

describe('large imports', () => {
  it('imports a file of several batches as a job, showing progress batch by batch', async () => {
    const before = await h.deps.db.$count(timesheets);
    const res = await upload([HEADER, ...rowsOf(IMPORT_BATCH * 2 + 17)].join('\n'));
    expect(res.statusCode).toBe(202);
    const seen = await settle(res.json().id);
    expect(seen.at(-1)).toMatchObject({
      status: 'imported',
      imported: IMPORT_BATCH * 2 + 17,
      processed: IMPORT_BATCH * 2 + 17,
    });
    // Progress only moves forward, by whole batches, and never passes the total.
    const processed = seen.map((r) => r.processed);
    expect([...processed].sort((a, b) => a - b)).toEqual(processed);
    expect(processed.every((p) => p === IMPORT_BATCH * 2 + 17 || p % IMPORT_BATCH === 0)).toBe(
      true,
    );
    expect(seen.every((r) => r.total === IMPORT_BATCH * 2 + 17)).toBe(true);
    expect(seen.some((r) => r.status === 'importing' && r.processed > 0)).toBe(true);
    expect(await h.deps.db.$count(timesheets)).toBe(before + IMPORT_BATCH * 2 + 17);
    expect(
      await h.deps.db.$count(events, eq(events.type, 'timesheet.created')),
    ).toBeGreaterThanOrEqual(IMPORT_BATCH * 2 + 17);
  });

  it(`refuses more than ${UPLOAD_MAX_ROWS} rows, saying the limits, and imports nothing`, async () => {
    const before = await h.deps.db.$count(timesheets);
    const res = await upload(
      [HEADER, ...Array.from({ length: UPLOAD_MAX_ROWS + 1 }, () => 'x')].join('\n'),
    );
    expect(res.json()).toMatchObject({
      status: 'rejected',
      imported: 0,
      rows: [{ row: 1, ok: false, errors: [`The file has 30,001 rows: ${UPLOAD_LIMITS_TEXT}`] }],
    });
    expect(await h.deps.db.$count(timesheets)).toBe(before);
  });

  it('refuses a file over the byte limit with 422 naming the content and the limits', async () => {
    const res = await upload(`${HEADER}\n${'x'.repeat(UPLOAD_MAX_BYTES)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail: [{ loc: ['body', 'content'], msg: `The file is too large: ${UPLOAD_LIMITS_TEXT}` }],
    });
    // Multi-byte text counts in bytes, as the page says.
    const wide = await upload(`${HEADER}\n${'é'.repeat(UPLOAD_MAX_BYTES / 2)}`);
    expect(wide.statusCode).toBe(422);
  });

  const origin = () => ({
    actorUserId: null,
    actorRole: null,
    ip: null,
    userAgent: null,
    location: null,
    occurredAt: h.clock.now,
  });
  const draftsOf = async (n: number, bad = -1) => {
    const [assignment] = await h.deps.db
      .select()
      .from(assignments)
      .where(eq(assignments.id, assignmentId));
    const body = {
      date: '2040-01-01',
      time_start: '09:00',
      time_end: '17:00',
      break_time_minutes: 0,
      timezone: 'UTC',
      project_code: null,
      task: null,
    };
    return Array.from({ length: n }, (_, i) => ({
      assignment: assignment!,
      body: i === bad ? { ...body, date: 'not a date' } : { ...body, date: dayOf(i, 2040) },
    }));
  };
  const counts = async () => [await h.deps.db.$count(timesheets), await h.deps.db.$count(events)];
  const newUpload = async (total: number) =>
    (
      await h.deps.db
        .insert(timesheetUploads)
        .values({
          uploaded_by_user_id: (await userByEmail(h.deps.db, 'contractor@demo.test'))!.id,
          status: 'importing',
          total,
          updated_at: h.clock.now,
        })
        .returning()
    )[0]!;

  it('a batch that fails removes the batches already written and the upload says failed', async () => {
    // PostgreSQL refuses this date in the third batch, after two batches were committed.
    const drafts = await draftsOf(IMPORT_BATCH * 2 + 1, IMPORT_BATCH * 2);
    const before = await counts();
    const u = await newUpload(drafts.length);
    const jobs = importJobs(h.deps.db, h.app.log, h.deps.now, h.deps.subscribers);
    jobs.start(u.id, drafts, origin());
    await jobs.drain();
    const [failed] = await h.deps.db
      .select()
      .from(timesheetUploads)
      .where(eq(timesheetUploads.id, u.id));
    expect(failed).toMatchObject({
      status: 'failed',
      imported: 0,
      processed: 0,
      report: [{ row: 1, ok: false, errors: [IMPORT_FAILED] }],
    });
    expect(await counts()).toEqual(before);
  });

  it('time entered between the upload’s check and its import fails the import on that row, undone', async () => {
    const drafts = await draftsOf(IMPORT_BATCH + 3);
    // Someone enters the day of the file's row IMPORT_BATCH + 2 (draft IMPORT_BATCH + 1) meanwhile.
    const [entered] = await h.deps.db.transaction((tx) =>
      insertDrafts(tx, [drafts[IMPORT_BATCH + 1]!], origin(), h.deps.subscribers),
    );
    const before = await counts();
    const u = await newUpload(drafts.length);
    const jobs = importJobs(h.deps.db, h.app.log, h.deps.now, h.deps.subscribers);
    jobs.start(u.id, drafts, origin());
    await jobs.drain();
    const [failed] = await h.deps.db
      .select()
      .from(timesheetUploads)
      .where(eq(timesheetUploads.id, u.id));
    expect(failed).toMatchObject({
      status: 'failed',
      imported: 0,
      report: [
        {
          row: IMPORT_BATCH + 3,
          ok: false,
          errors: [
            `This time overlaps timesheet ${entered} (draft, ${drafts[IMPORT_BATCH + 1]!.body.date} 09:00–17:00) on the same assignment: edit that one instead`,
            IMPORT_FAILED,
          ],
        },
      ],
    });
    // The first batch was written and is removed again: all or nothing.
    expect(await counts()).toEqual(before);
    await h.deps.db.delete(timesheets).where(eq(timesheets.id, entered!));
  });

  it('an import cut off by a server stop is undone once its heartbeat is stale: all or nothing', async () => {
    const before = await counts();
    const u = await newUpload(IMPORT_BATCH * 2);
    // The first batch was written, then the server stopped: no job runs any more.
    const drafts = await draftsOf(IMPORT_BATCH);
    await h.deps.db.transaction((tx) =>
      insertDrafts(tx, drafts, origin(), h.deps.subscribers, { upload_id: u.id }),
    );
    expect((await get(u.id)).status).toBe('importing');
    h.clock.advance(STALE_IMPORT_MS + 1);
    expect(await get(u.id)).toMatchObject({
      status: 'failed',
      imported: 0,
      rows: [{ row: 1, ok: false, errors: [IMPORT_FAILED] }],
    });
    expect(await counts()).toEqual(before);
  });
});
