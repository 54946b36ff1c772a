import { count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { canadaPayrollResource, type CanadaWorker } from './contract';
import { CANADA_PAYROLL_REFUSED, canSeeCanadaPayroll } from './policy';
import type { canadaPayrollQuery } from './query';
import type { Db } from '../../server/db/client';
import {
  assignments,
  contractors,
  jobs,
  partners,
  transactions,
  users,
} from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerList } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';

const name = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;
/** The canada_t4 job titles a contractor is placed on (spec §3 job classification). */
const t4Jobs = sql<
  string | null
>`(select string_agg(distinct ${jobs.title}, ', ') from ${assignments} join ${jobs} on ${jobs.id} = ${assignments.job_id} where ${assignments.contractor_id} = ${contractors.id} and ${jobs.classification} = 'canada_t4')`;
/** Gross pay to date: the sum of the contractor's pay transactions, integer cents. */
const gross =
  sql<number>`coalesce((select sum(${transactions.amount_cents}) from ${transactions} where ${transactions.contractor_id} = ${contractors.id} and ${transactions.kind} = 'pay'), 0)`.mapWith(
    Number,
  );
const payCount =
  sql<number>`(select count(*) from ${transactions} where ${transactions.contractor_id} = ${contractors.id} and ${transactions.kind} = 'pay')`.mapWith(
    Number,
  );

const rows = (db: Db) =>
  db
    .select({
      c: contractors,
      name,
      email: users.email,
      partner_name: partners.entity_name,
      jobs: t4Jobs,
      gross,
      pay_count: payCount,
    })
    .from(contractors)
    .leftJoin(users, eq(users.contractor_id, contractors.id))
    .leftJoin(partners, eq(partners.id, contractors.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const canadaPayrollServer: ResourceServer<Row, CanadaWorker, typeof canadaPayrollQuery> = {
  query: {
    rows,
    count: (db) =>
      db
        .select({ n: count() })
        .from(contractors)
        .leftJoin(users, eq(users.contractor_id, contractors.id))
        .$dynamic(),
    // Only contractors placed on a canada_t4 job are T4 workers.
    where: () => sql`${t4Jobs} is not null`,
    id: contractors.id,
    filters: { name, partner_id: contractors.partner_id },
    sorts: { name: [name], gross: [gross] },
  },
  scope: { partner_id: contractors.partner_id, eor_id: contractors.eor_id },
  toDto: ({ c, name: full, email, partner_name, jobs: titles, gross: cents, pay_count }) => ({
    id: c.id,
    name: full || '--',
    email,
    partner_id: c.partner_id,
    partner_name,
    jobs: titles ?? '',
    pay_count,
    gross_cents: cents,
  }),
};

/** /v2/canada_payroll: T4 workers and their gross to date, for admin-like users and Canada-enabled partners' payroll users. */
const canadaPayrollRoutes: FastifyPluginAsync<Deps> = async (app, deps) =>
  registerList(app, deps, canadaPayrollResource, canadaPayrollServer, {
    path: canadaPayrollResource.apiPath,
    summary:
      'T4 workers in your scope with their gross pay to date; ?format=csv downloads every matching row',
    access: { allowed: canSeeCanadaPayroll, message: CANADA_PAYROLL_REFUSED },
  });

export const canadaPayrollPart: ResourceServerPart = { routes: canadaPayrollRoutes };
