import { eq } from 'drizzle-orm';
import type { BenefitPlan } from '../../../domain/contracts/benefits';
import type { benefitPlansQuery } from '../../../domain/resources/benefits-query';
import type { Db } from '../../db/client';
import { benefitPlans, eors, partners } from '../../db/schema';
import type { ResourceServer } from '../../kit/resource-query';
import { employerName } from '../payroll-config/employer';
import { tableQuery } from '../../kit/table-query';

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
