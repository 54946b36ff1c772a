import { count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Assignment } from '../../../domain/contracts/assignments';
import type { User } from '../../../domain/contracts/user';
import { canSeeBill } from '../../../domain/policy/capabilities';
import { assignmentsResource } from '../../../domain/resources/assignments';
import type { assignmentsQuery } from '../../../domain/resources/assignments-query';
import type { Db } from '../../db/client';
import { assignments, clients, jobs, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { assignmentsForm } from '../../../domain/resources/assignments-form';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import { assignmentsFormServer } from './form';
import type { ResourceServer } from '../../kit/resource-query';

const columns = {
  a: assignments,
  job_title: jobs.title,
  classification: jobs.classification,
  client_name: clients.entity_name,
  first: users.first_name,
  last: users.last_name,
};

const rows = (db: Db) =>
  db
    .select(columns)
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .innerJoin(clients, eq(clients.id, assignments.client_id))
    .leftJoin(users, eq(users.contractor_id, assignments.contractor_id))
    .$dynamic();

type Row = Awaited<ReturnType<typeof rows>>[number];

/** The name as the DTO shows it, so sorting by it matches what the list shows. */
const contractorName = sql`concat_ws(' ', ${users.first_name}, ${users.last_name})`;

function toDto(r: Row, viewer: User): Assignment {
  const a = r.a;
  const bill = canSeeBill(viewer);
  return {
    id: a.id,
    job_id: a.job_id,
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
    allows_hours_only: a.allows_hours_only,
  };
}

export const assignmentsServer: ResourceServer<Row, Assignment, typeof assignmentsQuery> = {
  query: {
    rows,
    // The job title filter reads jobs; the contractor's name is only for sorting, so users is left out.
    count: (db) =>
      db
        .select({ n: count() })
        .from(assignments)
        .innerJoin(jobs, eq(jobs.id, assignments.job_id))
        .$dynamic(),
    id: assignments.id,
    filters: {
      contractor_id: assignments.contractor_id,
      client_id: assignments.client_id,
      start_date: assignments.start_date,
      job_title: jobs.title,
    },
    sorts: {
      start_date: [assignments.start_date],
      end_date: [assignments.end_date],
      job_title: [jobs.title],
      contractor_name: [contractorName],
    },
  },
  scope: assignments,
  toDto,
};

export const assignmentRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, assignmentsResource, assignmentsServer);
  registerForm(
    app,
    deps,
    assignmentsResource,
    assignmentsForm,
    assignmentsServer,
    assignmentsFormServer,
  );
};
