import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Assignment, AssignmentList, AssignmentListQuery } from '../../../domain/contracts/assignments';
import { ErrorBody } from '../../../domain/contracts/errors';
import type { User } from '../../../domain/contracts/user';
import { requireSession } from '../../auth/session';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { assignments, clients, jobs, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { canSeeBill } from '../../../domain/policy/capabilities';
import { tenantScope } from '../timesheets/scope';


const columns = { a: assignments, job_title: jobs.title, classification: jobs.classification, client_name: clients.entity_name, first: users.first_name, last: users.last_name };

function query(db: Db) {
  return db
    .select(columns)
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .innerJoin(clients, eq(clients.id, assignments.client_id))
    .leftJoin(users, eq(users.contractor_id, assignments.contractor_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

function toDto(r: Row, viewer: User): Assignment {
  const a = r.a;
  const bill = canSeeBill(viewer);
  return {
    id: a.id,
    job_title: r.job_title,
    job_classification: r.classification,
    contractor_id: a.contractor_id,
    contractor_name: [r.first, r.last].filter(Boolean).join(' ') || '--',
    client_id: a.client_id,
    client_name: r.client_name,
    partner_id: a.partner_id,
    start_date: a.start_date,
    end_date: a.end_date,
    pay_rate_cents: a.pay_rate_cents,
    overtime_pay_rate_cents: a.overtime_pay_rate_cents,
    double_overtime_pay_rate_cents: a.double_overtime_pay_rate_cents,
    holiday_pay_rate_cents: a.holiday_pay_rate_cents,
    bill_rate_cents: bill ? a.bill_rate_cents : null,
    overtime_bill_rate_cents: bill ? a.overtime_bill_rate_cents : null,
    double_overtime_bill_rate_cents: bill ? a.double_overtime_bill_rate_cents : null,
    holiday_bill_rate_cents: bill ? a.holiday_bill_rate_cents : null,
    processing_status: a.processing_status,
    processing_status_message: a.processing_status_message,
    has_worked: a.has_worked,
    work_location: a.work_location,
    state: a.state,
  };
}

export const assignmentRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get('/assignments', { schema: { tags: ['assignments'], summary: 'Assignments in your scope', querystring: AssignmentListQuery, response: { 200: AssignmentList } } }, async (req) => {
    const { user } = requireSession(req);
    const q = req.query;
    const parts: SQL[] = [tenantScope(user, assignments)];
    if (q.contractor_id) parts.push(eq(assignments.contractor_id, q.contractor_id));
    if (q.client_id) parts.push(eq(assignments.client_id, q.client_id));
    const where = and(...parts);
    const [rows, [total]] = await Promise.all([
      query(deps.db).where(where).orderBy(asc(assignments.start_date), asc(assignments.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
      deps.db.select({ n: count() }).from(assignments).where(where),
    ]);
    return { data: rows.map((r) => toDto(r, user)), meta: { page: q.page, per_page: q.per_page, total: total?.n ?? 0 } };
  });

  app.get(
    '/assignments/:id',
    { schema: { tags: ['assignments'], summary: 'One assignment', params: z.object({ id: z.uuid() }), response: { 200: Assignment, 404: ErrorBody } } },
    async (req) => {
      const { user } = requireSession(req);
      const [row] = await query(deps.db).where(and(eq(assignments.id, req.params.id), tenantScope(user, assignments)));
      if (!row) throw notFound();
      return toDto(row, user);
    },
  );
};
