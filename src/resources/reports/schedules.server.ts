import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import {
  ReportRecipient,
  ReportSchedule,
  ScheduleChange,
  ScheduleRequest,
  scheduleTimingFaults,
} from './contract';
import type { User } from '../../domain/contracts/user';
import { mayRunReport } from './policy';
import { ReportKey } from '../../domain/reports/catalogue';
import { nextSlot } from '../../domain/reports/schedule-slot';
import { loadUser } from '../../server/auth/load-user';
import { sessionOf } from '../../server/auth/session';
import type { Db, Tx } from '../../server/db/client';
import { reportSchedules, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { appendNext, withEvents } from '../../server/events/store';
import { fieldError, fieldErrors } from '../../server/kit/form';
import { originOf, requestOrigin } from '../../server/kit/workflow/origin';
import { reportScheduleEvents } from './schedule-events.server';
import { tenantScope } from '../../server/kit/scope';
import { forbidden, notFound } from '../../server/lib/errors';
import { reportTitle } from './queries';
import { NOT_YOUR_REPORT, reportParams, tenantColumnsOf } from './runs.server';
import { REPORTS_ACCESS } from './workflow.server';

type Row = typeof reportSchedules.$inferSelect;
const scope = (user: User) =>
  tenantScope(user, { partner_id: reportSchedules.partner_id, eor_id: reportSchedules.eor_id });
const Id = z.object({ id: z.uuid() });
const RECIPIENTS_REFUSED = 'Recipients must be users of your organisation who may read this report';

/** The users of the caller's partner (or employer of record; admins: admins) who may read `report`. */
async function eligibleRecipients(
  db: Db | Tx,
  caller: User,
  report: string,
): Promise<ReportRecipient[]> {
  const { partner_id, eor_id } = tenantColumnsOf(caller);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deactivated_at),
        partner_id
          ? eq(users.partner_id, partner_id)
          : eor_id
            ? eq(users.eor_id, eor_id)
            : eq(users.id, caller.id),
      ),
    )
    .orderBy(asc(users.email));
  const people = await Promise.all(rows.map((r) => loadUser(db, r.id)));
  return people
    .filter((u): u is User => u !== undefined && mayRunReport(u, report))
    .map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim(), email: u.email }));
}

async function dto(db: Db, s: Row, now: Date): Promise<ReportSchedule> {
  const people = s.recipients.length
    ? await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.id, s.recipients))
    : [];
  return {
    id: s.id,
    report: s.report as ReportKey,
    report_title: reportTitle(s.report),
    params: s.params,
    frequency: s.frequency,
    weekday: s.weekday,
    month_day: s.month_day,
    time: s.time,
    time_zone: s.time_zone,
    recipients: people.map((p) => ({
      id: p.id,
      name: `${p.first_name} ${p.last_name}`.trim(),
      email: p.email,
    })),
    paused: s.paused,
    next_run: nextSlot(s, now),
    created_at: new Date(s.created_at).toISOString(),
  };
}

/**
 * One schedule of the caller's scope whose report they may read; 404 otherwise (never another
 * tenant's). In an edit's transaction the row is locked, so concurrent edits apply one after the other.
 */
async function scheduleOf(db: Db | Tx, user: User, id: string, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), scope(user)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !mayRunReport(user, row.report)) throw notFound();
  return row;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An edit laid over the stored schedule and checked as a whole: the timing rule on the result, the
 * parameters by the schedule's report, the recipients among who may read it. Answers the columns
 * that change (a day that no longer applies to the frequency is cleared); 422 by field otherwise.
 */
async function checkedChanges(
  tx: Tx,
  user: User,
  row: Row,
  body: ScheduleChange,
): Promise<Partial<Row>> {
  const frequency = body.frequency ?? row.frequency;
  const next = {
    frequency,
    weekday:
      frequency === 'weekly' ? (body.weekday !== undefined ? body.weekday : row.weekday) : null,
    month_day:
      frequency === 'monthly'
        ? body.month_day !== undefined
          ? body.month_day
          : row.month_day
        : null,
    time: body.time ?? row.time,
    time_zone: body.time_zone ?? row.time_zone,
    paused: body.paused ?? row.paused,
    params: body.params ? reportParams(row.report as ReportKey, body.params) : row.params,
    recipients: body.recipients ? [...new Set(body.recipients)] : row.recipients,
  };
  const faults = scheduleTimingFaults(next);
  if (Object.keys(faults).length > 0) throw fieldErrors(faults);
  if (body.recipients) {
    const allowed = new Set((await eligibleRecipients(tx, user, row.report)).map((r) => r.id));
    if (next.recipients.some((id) => !allowed.has(id)))
      throw fieldError('recipients', RECIPIENTS_REFUSED);
  }
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => !same(value, row[key as keyof Row])),
  );
}

/**
 * `/v2/report_schedules`: a report with its parameters run daily, weekly or monthly at a time in a
 * time zone; each finished run is mailed to the recipients (users of the same partner who may read it).
 */
export function registerReportSchedules(app: FastifyInstance, deps: Deps) {
  const config = { may: REPORTS_ACCESS };
  app.get(
    '/report_schedules',
    {
      config,
      schema: {
        tags: ['reports'],
        summary: 'Schedules of the reports you may read, in your scope',
        response: { 200: z.object({ data: z.array(ReportSchedule) }), 403: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const rows = await deps.db
        .select()
        .from(reportSchedules)
        .where(scope(user))
        .orderBy(asc(reportSchedules.created_at), asc(reportSchedules.id));
      return {
        data: await Promise.all(
          rows.filter((r) => mayRunReport(user, r.report)).map((r) => dto(deps.db, r, deps.now())),
        ),
      };
    },
  );

  app.get(
    '/report_schedules/recipients',
    {
      config,
      schema: {
        tags: ['reports'],
        summary: 'Who a schedule of this report may mail: your partner’s users who may read it',
        querystring: z.object({ report: ReportKey }),
        response: { 200: z.object({ data: z.array(ReportRecipient) }), 403: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const { report } = req.query as { report: ReportKey };
      if (!mayRunReport(user, report)) throw forbidden(NOT_YOUR_REPORT);
      return { data: await eligibleRecipients(deps.db, user, report) };
    },
  );

  app.get(
    '/report_schedules/:id',
    {
      config,
      schema: {
        tags: ['reports'],
        summary: 'One schedule',
        params: Id,
        response: { 200: ReportSchedule, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) =>
      dto(
        deps.db,
        await scheduleOf(deps.db, sessionOf(req).user, (req.params as { id: string }).id),
        deps.now(),
      ),
  );

  app.post(
    '/report_schedules',
    {
      config,
      schema: {
        tags: ['reports'],
        summary: 'Schedule a report',
        body: ScheduleRequest,
        response: { 201: ReportSchedule, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const body = req.body as ScheduleRequest;
      if (!mayRunReport(user, body.report)) throw forbidden(NOT_YOUR_REPORT);
      const params = reportParams(body.report, body.params);
      const allowed = new Set(
        (await eligibleRecipients(deps.db, user, body.report)).map((r) => r.id),
      );
      if (body.recipients.some((id) => !allowed.has(id)))
        throw fieldError('recipients', RECIPIENTS_REFUSED);
      const [row] = await deps.db
        .insert(reportSchedules)
        .values({
          ...tenantColumnsOf(user),
          report: body.report,
          params,
          frequency: body.frequency,
          weekday: body.frequency === 'weekly' ? body.weekday : null,
          month_day: body.frequency === 'monthly' ? body.month_day : null,
          time: body.time,
          time_zone: body.time_zone,
          recipients: [...new Set(body.recipients)],
          created_by: user.id,
          created_at: deps.now().toISOString(),
        })
        .returning();
      return reply.status(201).send(await dto(deps.db, row!, deps.now()));
    },
  );

  app.patch(
    '/report_schedules/:id',
    {
      config,
      schema: {
        tags: ['reports'],
        summary:
          'Change a schedule: its time, frequency, recipients or parameters, or pause or resume it; only the keys sent',
        params: Id,
        body: ScheduleChange,
        response: { 200: ReportSchedule, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const body = req.body as ScheduleChange;
      const saved = await withEvents(deps.db, async (tx) => {
        const row = await scheduleOf(tx, user, (req.params as { id: string }).id, true);
        const changes = await checkedChanges(tx, user, row, body);
        if (Object.keys(changes).length === 0) return row;
        const [updated] = await tx
          .update(reportSchedules)
          .set(changes)
          .where(eq(reportSchedules.id, row.id))
          .returning();
        await appendNext(
          tx,
          reportScheduleEvents,
          {
            streamId: row.id,
            type: 'report_schedule.changed',
            payload: { schedule_id: row.id, changes },
            origin: originOf(user, requestOrigin(req, deps)),
          },
          deps.subscribers,
        );
        return updated!;
      });
      return dto(deps.db, saved, deps.now());
    },
  );

  app.delete(
    '/report_schedules/:id',
    {
      config,
      schema: {
        tags: ['reports'],
        summary: 'Delete a schedule (its past runs stay)',
        params: Id,
        response: { 204: z.null(), 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const row = await scheduleOf(deps.db, sessionOf(req).user, (req.params as { id: string }).id);
      await deps.db.delete(reportSchedules).where(eq(reportSchedules.id, row.id));
      return reply.status(204).send(null);
    },
  );
}
