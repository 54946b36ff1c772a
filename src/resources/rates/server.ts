import { count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ratesResource, type AssignmentRates } from './contract';
import { canSeeRateSchedules } from './policy';
import type { ratesQuery } from './query';
import type { Db } from '../../server/db/client';
import { assignments, clients, jobs, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';

const contractorName = sql<string>`concat_ws(' ', ${users.first_name}, ${users.last_name})`;

const rows = (db: Db) =>
  db
    .select({
      a: assignments,
      job_title: jobs.title,
      client_name: clients.entity_name,
      contractor_name: contractorName,
    })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .innerJoin(clients, eq(clients.id, assignments.client_id))
    .leftJoin(users, eq(users.contractor_id, assignments.contractor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** What the search box matches: the job, the contractor and the client, as the row shows them. */
const searchable = sql`concat_ws(' ', ${jobs.title}, ${contractorName}, ${clients.entity_name})`;

const marginOf = (a: Row['a']) =>
  a.bill_rate_cents === null || a.pay_rate_cents === null
    ? null
    : a.bill_rate_cents - a.pay_rate_cents;

export const ratesServer: ResourceServer<Row, AssignmentRates, typeof ratesQuery> = {
  query: {
    rows,
    // The search box reads the job, the client and the worker, so the count joins them too.
    count: (db) =>
      db
        .select({ n: count() })
        .from(assignments)
        .innerJoin(jobs, eq(jobs.id, assignments.job_id))
        .innerJoin(clients, eq(clients.id, assignments.client_id))
        .leftJoin(users, eq(users.contractor_id, assignments.contractor_id))
        .$dynamic(),
    id: assignments.id,
    filters: {
      search: searchable,
      client_id: assignments.client_id,
      start: assignments.start_date,
    },
    sorts: {
      contractor: [contractorName],
      client: [clients.entity_name],
      start: [assignments.start_date],
      pay: [assignments.pay_rate_cents],
      bill: [assignments.bill_rate_cents],
    },
  },
  scope: { partner_id: assignments.partner_id, eor_id: assignments.eor_id },
  toDto: ({ a, job_title, client_name, contractor_name }) => ({
    id: a.id,
    partner_id: a.partner_id,
    eor_id: a.eor_id,
    job_title,
    contractor_name: contractor_name || '--',
    client_id: a.client_id,
    client_name,
    start_date: a.start_date,
    end_date: a.end_date,
    pay_rate_cents: a.pay_rate_cents,
    overtime_pay_rate_cents: a.overtime_pay_rate_cents,
    double_overtime_pay_rate_cents: a.double_overtime_pay_rate_cents,
    holiday_pay_rate_cents: a.holiday_pay_rate_cents,
    bill_rate_cents: a.bill_rate_cents,
    overtime_bill_rate_cents: a.overtime_bill_rate_cents,
    double_overtime_bill_rate_cents: a.double_overtime_bill_rate_cents,
    holiday_bill_rate_cents: a.holiday_bill_rate_cents,
    margin_cents: marginOf(a),
  }),
};

const rateRoutes: FastifyPluginAsync<Deps> = async (app, deps) =>
  registerResource(app, deps, ratesResource, ratesServer, {
    access: {
      allowed: canSeeRateSchedules,
      message: 'Only staff who see bill rates can read rate schedules',
    },
  });

export const ratesPart: ResourceServerPart = { routes: rateRoutes };
