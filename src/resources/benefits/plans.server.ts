import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { eors, partners } from '../../server/db/schema/profiles';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { employerName } from '../../server/routes/payroll-config/employer';
import type { BenefitPlan } from './contract';
import type { benefitPlansQuery } from './query';
import { benefitPlans } from './table';

const rows = (db: Db) =>
  db
    .select({ p: benefitPlans, employer_name: employerName })
    .from(benefitPlans)
    .leftJoin(partners, eq(partners.id, benefitPlans.partner_id))
    .leftJoin(eors, eq(eors.id, benefitPlans.eor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** The plans an employer offers: its own staff see them; admins all. */
export const benefitPlansServer: ResourceServer<Row, BenefitPlan, typeof benefitPlansQuery> = {
  query: {
    rows,
    ...tableQuery(benefitPlans),
    filters: { kind: benefitPlans.kind, partner_id: benefitPlans.partner_id },
    sorts: { name: [benefitPlans.name], kind: [benefitPlans.kind, benefitPlans.name] },
  },
  scope: { partner_id: benefitPlans.partner_id, eor_id: benefitPlans.eor_id },
  toDto: ({ p, employer_name }) => ({
    id: p.id,
    partner_id: p.partner_id,
    eor_id: p.eor_id,
    employer_name,
    name: p.name,
    kind: p.kind as BenefitPlan['kind'],
    carrier: p.carrier,
    employee_cost_cents: p.employee_cost_cents,
    employer_cost_cents: p.employer_cost_cents,
    created_at: p.created_at.toISOString(),
  }),
};
