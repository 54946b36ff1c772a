import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { ReportRecipient, ReportSchedule, ScheduleRequest } from '../../../domain/contracts/reports';
import type { User } from '../../../domain/contracts/user';
import { mayRunReport } from '../../../domain/policy/reports';
import { ReportKey } from '../../../domain/reports/catalogue';
import { loadUser } from '../../auth/load-user';
import { sessionOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { reportSchedules, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../kit/form';
import { tenantScope } from '../../kit/scope';
import { forbidden, notFound } from '../../lib/errors';
import { reportTitle } from './queries';
import { NOT_YOUR_REPORT, reportParams, tenantColumnsOf } from './runs';
import { REPORTS_ACCESS } from './workflow';

type Row = typeof reportSchedules.$inferSelect;
const scope = (user: User) => tenantScope(user, { partner_id: reportSchedules.partner_id, eor_id: reportSchedules.eor_id });
const Id = z.object({ id: z.uuid() });

/** The users of the caller's partner (or employer of record; admins: admins) who may read `report`. */
async function eligibleRecipients(db: Db, caller: User, report: string): Promise<ReportRecipient[]> {
  const { partner_id, eor_id } = tenantColumnsOf(caller);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deactivated_at),
        partner_id ? eq(users.partner_id, partner_id) : eor_id ? eq(users.eor_id, eor_id) : eq(users.id, caller.id),
      ),
    )
    .orderBy(asc(users.email));
  const people = await Promise.all(rows.map((r) => loadUser(db, r.id)));
  return people
    .filter((u): u is User => u !== undefined && mayRunReport(u, report))
    .map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim(), email: u.email }));
}

async function dto(db: Db, s: Row): Promise<ReportSchedule> {
  const people = s.recipients.length
    ? await db.select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email }).from(users).where(inArray(users.id, s.recipients))
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
    recipients: people.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim(), email: p.email })),
    paused: s.paused,
    created_at: new Date(s.created_at).toISOString(),
  };
}

/** One schedule of the caller's scope whose report they may read; 404 otherwise (never another tenant's). */
async function scheduleOf(db: Db, user: User, id: string): Promise<Row> {
  const [row] = await db.select().from(reportSchedules).where(and(eq(reportSchedules.id, id), scope(user)));
  if (!row || !mayRunReport(user, row.report)) throw notFound();
  return row;
}

/**
 * `/v2/report_schedules`: a report with its parameters run daily, weekly or monthly at a time in a
 * time zone; each finished run is mailed to the recipients (users of the same partner who may read it).
 */
export function registerReportSchedules(app: FastifyInstance, deps: Deps) {
  const config = { may: REPORTS_ACCESS };
  app.get(
    '/report_schedules',
    { config, schema: { tags: ['reports'], summary: 'Schedules of the reports you may read, in your scope', response: { 200: z.object({ data: z.array(ReportSchedule) }), 403: ErrorBody } } },
    async (req) => {
      const { user } = sessionOf(req);
      const rows = await deps.db.select().from(reportSchedules).where(scope(user)).orderBy(asc(reportSchedules.created_at), asc(reportSchedules.id));
      return { data: await Promise.all(rows.filter((r) => mayRunReport(user, r.report)).map((r) => dto(deps.db, r))) };
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
    { config, schema: { tags: ['reports'], summary: 'One schedule', params: Id, response: { 200: ReportSchedule, 403: ErrorBody, 404: ErrorBody } } },
    async (req) => dto(deps.db, await scheduleOf(deps.db, sessionOf(req).user, (req.params as { id: string }).id)),
  );

  app.post(
    '/report_schedules',
    {
      config,
      schema: { tags: ['reports'], summary: 'Schedule a report', body: ScheduleRequest, response: { 201: ReportSchedule, 403: ErrorBody } },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const body = req.body as ScheduleRequest;
      if (!mayRunReport(user, body.report)) throw forbidden(NOT_YOUR_REPORT);
      const params = reportParams(body.report, body.params);
      const allowed = new Set((await eligibleRecipients(deps.db, user, body.report)).map((r) => r.id));
      if (body.recipients.some((id) => !allowed.has(id)))
        throw fieldError('recipients', 'Recipients must be users of your organisation who may read this report');
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
      return reply.status(201).send(await dto(deps.db, row!));
    },
  );

  app.patch(
    '/report_schedules/:id',
    {
      config,
      schema: {
        tags: ['reports'],
        summary: 'Pause or resume a schedule',
        params: Id,
        body: z.strictObject({ paused: z.boolean() }),
        response: { 200: ReportSchedule, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const row = await scheduleOf(deps.db, sessionOf(req).user, (req.params as { id: string }).id);
      const [updated] = await deps.db
        .update(reportSchedules)
        .set({ paused: (req.body as { paused: boolean }).paused })
        .where(eq(reportSchedules.id, row.id))
        .returning();
      return dto(deps.db, updated!);
    },
  );

  app.delete(
    '/report_schedules/:id',
    { config, schema: { tags: ['reports'], summary: 'Delete a schedule (its past runs stay)', params: Id, response: { 204: z.null(), 403: ErrorBody, 404: ErrorBody } } },
    async (req, reply) => {
      const row = await scheduleOf(deps.db, sessionOf(req).user, (req.params as { id: string }).id);
      await deps.db.delete(reportSchedules).where(eq(reportSchedules.id, row.id));
      return reply.status(204).send(null);
    },
  );
}
