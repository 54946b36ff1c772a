import { count, eq, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../server/db/client';
import { contractors } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';
import { fieldError, type FormServer } from '../../server/kit/form';
import type { ResourceServer } from '../../server/kit/resource-query';
import { contractorsServer } from '../contractors/server';
import type { Benefit } from './contract';
import type { benefitsForm } from './form';
import { benefitPlansServer } from './plans.server';
import type { benefitsQuery } from './query';
import { benefitPlans, benefits } from './table';

const worker = alias(users, 'worker');
/** The worker's name, for lists and sorting. */
export const workerName = sql<string>`coalesce(nullif(concat_ws(' ', ${worker.first_name}, ${worker.last_name}), ''), '--')`;
export const workerJoin = (contractorId: PgColumn) =>
  [worker, eq(worker.contractor_id, contractorId)] as const;

const rows = (db: Db) =>
  db
    .select({ b: benefits, p: benefitPlans, contractor_name: workerName })
    .from(benefits)
    .innerJoin(benefitPlans, eq(benefitPlans.id, benefits.plan_id))
    .leftJoin(...workerJoin(benefits.contractor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Enrollments: the employer's staff see their workers'; a contractor its own; admins all. */
export const benefitsServer: ResourceServer<Row, Benefit, typeof benefitsQuery> = {
  query: {
    rows,
    count: (db) =>
      db
        .select({ n: count() })
        .from(benefits)
        .innerJoin(benefitPlans, eq(benefitPlans.id, benefits.plan_id))
        .$dynamic(),
    id: benefits.id,
    filters: {
      status: benefits.status,
      plan_kind: benefitPlans.kind,
      contractor_id: benefits.contractor_id,
      plan_id: benefits.plan_id,
    },
    sorts: {
      contractor_name: [workerName],
      plan_name: [benefitPlans.name],
      start_date: [benefits.start_date],
      status: [benefits.status],
    },
  },
  scope: {
    partner_id: benefits.partner_id,
    eor_id: benefits.eor_id,
    contractor_id: benefits.contractor_id,
  },
  toDto: ({ b, p, contractor_name }) => ({
    id: b.id,
    partner_id: b.partner_id,
    eor_id: b.eor_id,
    contractor_id: b.contractor_id,
    contractor_name,
    plan_id: b.plan_id,
    plan_name: p.name,
    plan_kind: p.kind as Benefit['plan_kind'],
    carrier: p.carrier,
    employee_cost_cents: p.employee_cost_cents,
    employer_cost_cents: p.employer_cost_cents,
    coverage: b.coverage as Benefit['coverage'],
    status: b.status as Benefit['status'],
    start_date: b.start_date,
    end_date: b.end_date,
    created_at: b.created_at.toISOString(),
  }),
};

/** The worker's employer, which the enrollment (or dependent) belongs to. */
export async function workerEmployer(tx: Tx, contractorId: string) {
  const [c] = await tx
    .select({ partner_id: contractors.partner_id, eor_id: contractors.eor_id })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  if (!c || (!c.partner_id && !c.eor_id))
    throw fieldError('contractor_id', 'This contractor has no employer to enroll with');
  // A worker of an EOR is the EOR's on payroll, even when a partner placed it.
  return c.eor_id
    ? { partner_id: null, eor_id: c.eor_id }
    : { partner_id: c.partner_id, eor_id: null };
}

type Input = z.infer<typeof benefitsForm.input>;

export const benefitsFormServer: FormServer<Input> = {
  async create(tx, _user, input) {
    const employer = await workerEmployer(tx, input.contractor_id);
    const [plan] = await tx
      .select({ partner_id: benefitPlans.partner_id, eor_id: benefitPlans.eor_id })
      .from(benefitPlans)
      .where(eq(benefitPlans.id, input.plan_id));
    if (!plan || plan.partner_id !== employer.partner_id || plan.eor_id !== employer.eor_id)
      throw fieldError('plan_id', "This plan is not offered by the contractor's employer");
    const [row] = await tx
      .insert(benefits)
      .values({ ...employer, ...input, end_date: input.end_date ?? null })
      .returning({ id: benefits.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    // Who is enrolled in which plan stays; coverage, status and dates change.
    const { contractor_id: _c, plan_id: _p, ...changes } = patch;
    if (Object.keys(changes).length)
      await tx.update(benefits).set(changes).where(eq(benefits.id, id));
  },
  references: {
    contractor_id: { label: 'Contractor', server: contractorsServer },
    plan_id: { label: 'Plan', server: benefitPlansServer },
  },
};
