import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportSchedule } from './contract';
import { events, reportSchedules, users } from '../../server/db/schema';
import { REPORT_OWNER, reportHarness } from '../../server/reports/test-runs';

const { ctx, call } = reportHarness();
const OWNER = REPORT_OWNER;

const idOf = async (email: string) =>
  (await ctx.h.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** A weekly Hours schedule of Acme's owner, Mondays 08:00 in Chicago. */
async function newSchedule(): Promise<ReportSchedule> {
  const res = await call(OWNER, 'POST', '/report_schedules', {
    report: 'hours',
    params: { from: '2026-10-01', to: '2026-10-31', by: 'week' },
    frequency: 'weekly',
    weekday: 1,
    time: '08:00',
    time_zone: 'America/Chicago',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ReportSchedule;
}

const fieldsOf = (body: string) =>
  Object.fromEntries(
    (JSON.parse(body) as { detail: { loc: string[]; msg: string }[] }).detail.map((d) => [
      d.loc.slice(1).join('.'),
      d.msg,
    ]),
  );

const changesOf = async (id: string) =>
  (
    await ctx.h.deps.db
      .select({ version: events.version, payload: events.payload, actor: events.actor_user_id })
      .from(events)
      .where(and(eq(events.stream_type, 'report_schedule'), eq(events.stream_id, id)))
      .orderBy(asc(events.version))
  ).map((e) => ({ ...e, changes: (e.payload as { changes: Record<string, unknown> }).changes }));

describe('editing a report schedule', () => {
  it('saves time, frequency, parameters and recipients, recomputes the next run and records who changed what', async () => {
    // Friday 20 November 2026, 09:00 in Chicago.
    ctx.h.clock.now = new Date('2026-11-20T15:00:00Z');
    const s = await newSchedule();
    expect(s.next_run).toBe('2026-11-23T08:00');
    const recruiter = await idOf('recruiter@acme.test');
    await call('admin@demo.test', 'PUT', `/users/${recruiter}/allowed_reports`, {
      allowed_reports: ['hours'],
    });

    const res = await call(OWNER, 'PATCH', `/report_schedules/${s.id}`, {
      frequency: 'monthly',
      month_day: 5,
      time: '09:30',
      params: { from: '2026-11-01', to: '2026-11-30', by: 'client' },
      recipients: [recruiter, recruiter],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as ReportSchedule;
    expect(edited).toMatchObject({
      frequency: 'monthly',
      month_day: 5,
      weekday: null,
      time: '09:30',
      time_zone: 'America/Chicago',
      params: { from: '2026-11-01', to: '2026-11-30', by: 'client' },
      recipients: [{ id: recruiter, email: 'recruiter@acme.test' }],
      next_run: '2026-12-05T09:30',
    });
    expect((await call(OWNER, 'GET', `/report_schedules/${s.id}`)).json()).toEqual(edited);

    const [changed] = await changesOf(s.id);
    expect(changed).toMatchObject({
      version: 1,
      actor: await idOf(OWNER),
      changes: {
        frequency: 'monthly',
        month_day: 5,
        weekday: null,
        time: '09:30',
        recipients: [recruiter],
      },
    });
    // An edit that changes nothing records nothing.
    expect(
      (await call(OWNER, 'PATCH', `/report_schedules/${s.id}`, { time: '09:30' })).statusCode,
    ).toBe(200);
    expect(await changesOf(s.id)).toHaveLength(1);

    // Paused, then resumed: each is an event; the next run is still shown while paused.
    const paused = (
      await call(OWNER, 'PATCH', `/report_schedules/${s.id}`, { paused: true })
    ).json() as ReportSchedule;
    expect(paused).toMatchObject({ paused: true, next_run: '2026-12-05T09:30' });
    expect(
      (await call(OWNER, 'PATCH', `/report_schedules/${s.id}`, { paused: false })).json(),
    ).toMatchObject({ paused: false });
    expect((await changesOf(s.id)).map((e) => e.changes)).toEqual([
      changed!.changes,
      { paused: true },
      { paused: false },
    ]);
  });

  it('refuses bad fields by name and writes nothing', async () => {
    ctx.h.clock.now = new Date('2026-11-20T15:00:00Z');
    const s = await newSchedule();
    const patch = (body: object) => call(OWNER, 'PATCH', `/report_schedules/${s.id}`, body);

    const monthly = await patch({ frequency: 'monthly' });
    expect(monthly.statusCode).toBe(422);
    expect(fieldsOf(monthly.body)).toEqual({ month_day: 'Choose the day of the month' });

    const time = await patch({ time: '25:00' });
    expect(time.statusCode).toBe(422);
    expect(fieldsOf(time.body)).toEqual({ time: 'Use a time such as 09:00' });

    const zone = await patch({ time_zone: 'Mars/Olympus' });
    expect(fieldsOf(zone.body)).toEqual({
      time_zone: 'Use an IANA time zone name such as America/New_York',
    });

    expect((await patch({ time: '08:00\u0000' })).statusCode).toBe(422);
    expect(
      (await patch({ params: { from: '2026-10-01', to: '2026-10-31', by: 'week\u0000' } }))
        .statusCode,
    ).toBe(422);
    // The report stays what it is; parameters the report does not know, and dates out of order, are refused.
    expect((await patch({ report: 'payroll_register' })).statusCode).toBe(422);
    expect(
      (await patch({ params: { from: '2026-10-01', to: '2026-10-31', by: 'week', client: 'x' } }))
        .statusCode,
    ).toBe(422);
    const order = await patch({ params: { from: '2026-10-31', to: '2026-10-01', by: 'week' } });
    expect(order.statusCode).toBe(422);
    expect(fieldsOf(order.body)).toEqual({
      'params.to': 'The start date must not be after the end date',
    });
    expect(
      (await patch({ recipients: Array.from({ length: 51 }, () => crypto.randomUUID()) }))
        .statusCode,
    ).toBe(422);

    // Recipients: another partner's owner, or an Acme user who may not read Hours.
    for (const email of ['owner@selfco.test', 'newhire@demo.test', 'timekeeper@acme.test']) {
      const refused = await patch({ recipients: [await idOf(email)] });
      expect(refused.statusCode, email).toBe(422);
      expect(fieldsOf(refused.body)).toEqual({
        recipients: 'Recipients must be users of your organisation who may read this report',
      });
    }
    expect((await call(OWNER, 'GET', `/report_schedules/${s.id}`)).json()).toEqual(s);
    expect(await changesOf(s.id)).toEqual([]);
  });

  it('is another tenant’s 404, and refused to those who may not see reports or this report', async () => {
    ctx.h.clock.now = new Date('2026-11-20T15:00:00Z');
    const s = await newSchedule();
    const [stored] = await ctx.h.deps.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, s.id));
    expect(
      (await call('owner@selfco.test', 'PATCH', `/report_schedules/${s.id}`, { time: '07:00' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('client@globex.test', 'PATCH', `/report_schedules/${s.id}`, { time: '07:00' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('contractor@demo.test', 'PATCH', `/report_schedules/${s.id}`, { time: '07:00' }))
        .statusCode,
    ).toBe(403);
    // The timekeeper at Acme may read the payroll register, not Hours: this schedule is not theirs to see.
    const timekeeper = await idOf('timekeeper@acme.test');
    await call('admin@demo.test', 'PUT', `/users/${timekeeper}/allowed_reports`, {
      allowed_reports: ['payroll_register'],
    });
    expect(
      (await call('timekeeper@acme.test', 'PATCH', `/report_schedules/${s.id}`, { time: '07:00' }))
        .statusCode,
    ).toBe(404);
    const unknown = await call(OWNER, 'PATCH', `/report_schedules/${crypto.randomUUID()}`, {
      time: '07:00',
    });
    expect(unknown.statusCode).toBe(404);
    const [after] = await ctx.h.deps.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, s.id));
    expect(after).toEqual(stored);
  });

  it('takes concurrent edits each as its own event, versions in turn', async () => {
    ctx.h.clock.now = new Date('2026-11-20T15:00:00Z');
    const s = await newSchedule();
    // Signed in first, so the edits themselves start together.
    await call(OWNER, 'GET', `/report_schedules/${s.id}`);
    const times = Array.from({ length: 12 }, (_, i) => `${String(i + 10).padStart(2, '0')}:00`);
    const answers = await Promise.all(
      times.map((time) => call(OWNER, 'PATCH', `/report_schedules/${s.id}`, { time })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(times.map(() => 200));
    const recorded = await changesOf(s.id);
    expect(recorded.map((e) => e.version)).toEqual(times.map((_, i) => i + 1));
    const [row] = await ctx.h.deps.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, s.id));
    expect(row!.time).toBe(recorded.at(-1)!.changes.time);
  });
});
