import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { authOf } from '../../../tests/as-user';
import type { AssignmentList } from '../assignments/contract';
import type { TimesheetDetail, TimesheetList } from './contract';
import { timesheets } from '../../server/db/schema';
import { readStream } from '../../server/events/store';
import { foldProjections } from '../../server/kit/workflow/rebuild';
import type { TimesheetRow } from './projection';
import { timesheetServer } from './workflow.server';
import { STREAM } from './drafts.server';

let h: Harness;
const auth = authOf(() => h);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

async function firstWith(email: string, query: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/timesheets?${query}`,
    headers: await auth(email),
  });
  const row = (res.json() as TimesheetList).data[0];
  if (!row) throw new Error(`nothing for ${query}`);
  return row;
}

async function connieAssignment() {
  const res = await h.app.inject({
    method: 'GET',
    url: '/v2/assignments',
    headers: await auth('contractor@demo.test'),
  });
  const a = (res.json() as AssignmentList).data[0];
  if (!a) throw new Error('no assignment');
  return a;
}

describe('entry', () => {
  it('creates a draft with hours rolling into the next day and 12-hour display', async () => {
    const a = await connieAssignment();
    expect(a.pay_rate_cents).toBe(2450);
    expect(a.bill_rate_cents).toBeNull();
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/timesheets',
      headers: await auth('contractor@demo.test'),
      payload: {
        assignment_id: a.id,
        date: '2026-11-17',
        time_start: '22:00',
        time_end: '06:30',
        break_time_minutes: 30,
        project_code: 'PRJ-9',
        task: 'Night shift',
      },
    });
    expect(res.statusCode).toBe(201);
    const t = (res.json() as TimesheetDetail).timesheet;
    expect(t).toMatchObject({
      status: 'draft',
      hours_worked: '8.00',
      time_start_12h: '10:00 PM',
      time_end_12h: '6:30 AM',
      day: 'Tuesday',
      entered_by_user_id: expect.any(String),
    });
  });

  it('answers field errors with the failed-form message and saves nothing', async () => {
    const a = await connieAssignment();
    const before = await h.deps.db.$count(timesheets);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/timesheets',
      headers: await auth('contractor@demo.test'),
      payload: {
        assignment_id: a.id,
        date: '2026-11-17',
        time_start: '09:00',
        time_end: '10:00',
        break_time_minutes: 120,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Some fields are missing or there are formatting issues',
      detail: [{ loc: ['body', 'break_time_minutes'] }],
    });
    expect(await h.deps.db.$count(timesheets)).toBe(before);
  });

  it('refuses entry on an assignment of another tenant (404) and from users who cannot input time', async () => {
    const a = await connieAssignment();
    const payload = {
      assignment_id: a.id,
      date: '2026-11-17',
      time_start: '09:00',
      time_end: '17:00',
      break_time_minutes: 0,
    };
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/v2/timesheets',
          headers: await auth('ic@demo.test'),
          payload,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/v2/timesheets',
          headers: await auth('sales@demo.test'),
          payload,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('stores the device location on submit and refuses impossible coordinates', async () => {
    const draft = await firstWith('contractor@demo.test', 'status=draft');
    const bad = await h.app.inject({
      method: 'POST',
      url: `/v2/timesheets/${draft.id}/actions/submit`,
      headers: await auth('contractor@demo.test'),
      payload: { location: { latitude: 123, longitude: 10, accuracy: 5 } },
    });
    expect(bad.statusCode).toBe(422);
    const ok = await h.app.inject({
      method: 'POST',
      url: `/v2/timesheets/${draft.id}/actions/submit`,
      headers: { ...(await auth('contractor@demo.test')), 'user-agent': 'vitest-agent' },
      payload: { location: { latitude: 41.88, longitude: -87.63, accuracy: 8 } },
    });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as TimesheetDetail).timesheet.location).toMatchObject({
      latitude: 41.88,
      longitude: -87.63,
      source: 'device',
    });
    const [last] = (await readStream(h.deps.db, { streamType: STREAM, streamId: draft.id })).slice(
      -1,
    );
    expect(last).toMatchObject({
      type: 'timesheet.submit',
      actor_role: 'contractor',
      user_agent: 'vitest-agent',
      location: { latitude: 41.88, source: 'device' },
      payload: { from: { status: 'draft' }, to: { status: 'submitted' } },
    });
  });
});

describe('concurrency', () => {
  it('20 concurrent approvals of one timesheet give exactly one success', async () => {
    const ts = await firstWith('owner@selfco.test', 'status=submitted');
    const headers = await auth('owner@selfco.test');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.app.inject({ method: 'POST', url: `/v2/timesheets/${ts.id}/actions/approve`, headers }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const stream = await readStream(h.deps.db, { streamType: STREAM, streamId: ts.id });
    expect(stream.filter((e) => e.type === 'timesheet.approve')).toHaveLength(1);
  });
});

describe('bulk', () => {
  it('previews per row what would succeed and why not, then applies only those', async () => {
    const submitted = await firstWith('owner@selfco.test', 'status=submitted');
    const draft = await firstWith('owner@selfco.test', 'status=draft');
    const foreign = await firstWith('client@globex.test', 'status=submitted');
    const headers = await auth('owner@selfco.test');
    const payload = { action: 'approve', ids: [submitted.id, draft.id, foreign.id] };
    const preview = await h.app.inject({
      method: 'POST',
      url: '/v2/timesheets/bulk/preview',
      headers,
      payload,
    });
    expect(preview.json()).toMatchObject({
      succeeded: 1,
      failed: 2,
      data: [
        { ok: true, code: 200 },
        { ok: false, code: 409 },
        { ok: false, code: 404 },
      ],
    });
    const applied = await h.app.inject({
      method: 'POST',
      url: '/v2/timesheets/bulk/apply',
      headers,
      payload,
    });
    expect(applied.json()).toMatchObject({
      succeeded: 1,
      data: [
        { ok: true, status: 'approved' },
        { ok: false, code: 409 },
        { ok: false, code: 404 },
      ],
    });
  });
});

describe('event store', () => {
  it('rebuilding every projection from the events equals the live table', async () => {
    const live = await h.deps.db.select().from(timesheets).orderBy(asc(timesheets.id));
    const rebuilt = new Map<string, TimesheetRow>();
    await foldProjections(h.deps.db, timesheetServer, (row) => rebuilt.set(row.id, row), 50);
    const norm = (r: TimesheetRow) => ({
      ...r,
      created_at: Date.parse(r.created_at),
      updated_at: Date.parse(r.updated_at),
      signed_at: r.signed_at && Date.parse(r.signed_at),
      approval_date: r.approval_date && Date.parse(r.approval_date),
      rejected_at: r.rejected_at && Date.parse(r.rejected_at),
    });
    expect(live.length).toBeGreaterThan(300);
    expect(rebuilt.size).toBe(live.length);
    for (const row of live)
      expect(norm(rebuilt.get(row.id) as TimesheetRow), row.id).toEqual(norm(row));
  });
});

describe('figures', () => {
  it('counts by status and hours in scope', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/v2/timesheets/figures',
      headers: await auth('eor@demo.test'),
    });
    const f = res.json() as {
      by_status: Record<string, number>;
      total: number;
      work_done_hours_hundredths: number;
    };
    expect(Object.keys(f.by_status).sort()).toEqual(['approved', 'draft', 'rejected', 'submitted']);
    expect(f.total).toBe(Object.values(f.by_status).reduce((a, b) => a + b, 0));
    expect(f.work_done_hours_hundredths).toBeGreaterThan(0);
  });
});
