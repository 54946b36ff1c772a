import { z } from 'zod';
import {
  benefitCoverages,
  benefitKinds,
  benefitStatuses,
  dependentRelationships,
} from '../../domain/payroll-config/vocabulary';
import { defineResource } from '../../domain/resources/define';
import { centsToAmount } from '../../domain/resources/money-input';
import { benefitPlansQuery, benefitsQuery, dependentsQuery } from './query';

/** A plan an employer offers, with what a pay period costs the worker and the employer. */
export const BenefitPlan = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  name: z.string(),
  kind: z.enum(benefitKinds),
  carrier: z.string(),
  employee_cost_cents: z.number().int(),
  employer_cost_cents: z.number().int(),
  created_at: z.string(),
});
export type BenefitPlan = z.infer<typeof BenefitPlan>;

/** A worker's enrollment in a plan: the `/benefits` record. */
export const Benefit = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  plan_id: z.uuid(),
  plan_name: z.string(),
  plan_kind: z.enum(benefitKinds),
  carrier: z.string(),
  employee_cost_cents: z.number().int(),
  employer_cost_cents: z.number().int(),
  coverage: z.enum(benefitCoverages),
  status: z.enum(benefitStatuses),
  start_date: z.string(),
  end_date: z.string().nullable(),
  created_at: z.string(),
});
export type Benefit = z.infer<typeof Benefit>;

/** A worker's dependent: name, relationship and date of birth; no SSN is kept or shown. */
export const Dependent = z.object({
  id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  relationship: z.enum(dependentRelationships),
  date_of_birth: z.string(),
  created_at: z.string(),
});
export type Dependent = z.infer<typeof Dependent>;

/** `/benefits`: workers' enrollments in their employer's plans. */
export const benefitsResource = defineResource({
  name: 'benefits',
  apiPath: '/benefits',
  specPaths: ['/benefits', '/benefits/{id}', '/contractor/benefits'],
  labels: {
    singular: 'Benefit',
    plural: 'Benefits',
    caption: 'Benefit enrollments',
    empty: 'No enrollments match these filters.',
    count: ['enrollment', 'enrollments'],
  },
  item: Benefit,
  query: benefitsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'plan', value: (r) => r.plan_name },
    { header: 'kind', value: (r) => r.plan_kind },
    { header: 'carrier', value: (r) => r.carrier },
    { header: 'coverage', value: (r) => r.coverage },
    { header: 'status', value: (r) => r.status },
    { header: 'employee_cost', value: (r) => centsToAmount(r.employee_cost_cents) },
    { header: 'employer_cost', value: (r) => centsToAmount(r.employer_cost_cents) },
    { header: 'start_date', value: (r) => r.start_date },
    { header: 'end_date', value: (r) => r.end_date },
  ],
  actions: {},
});

/** `GET /v2/benefit_plans`: the plans an employer offers (no page of their own: shown on /benefits). */
export const benefitPlansResource = defineResource({
  name: 'benefit_plans',
  apiPath: '/benefit_plans',
  specPaths: ['/benefits'],
  labels: { singular: 'Benefit plan', plural: 'Benefit plans' },
  item: BenefitPlan,
  query: benefitPlansQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'name', value: (r) => r.name },
    { header: 'kind', value: (r) => r.kind },
    { header: 'carrier', value: (r) => r.carrier },
    { header: 'employee_cost', value: (r) => centsToAmount(r.employee_cost_cents) },
    { header: 'employer_cost', value: (r) => centsToAmount(r.employer_cost_cents) },
  ],
  actions: {},
});

/** `GET /v2/dependents`: workers' dependents, shown with their benefits. No SSN is among the fields. */
export const dependentsResource = defineResource({
  name: 'dependents',
  apiPath: '/dependents',
  specPaths: ['/benefits/{id}', '/contractor/benefits'],
  labels: { singular: 'Dependent', plural: 'Dependents' },
  item: Dependent,
  query: dependentsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'first_name', value: (r) => r.first_name },
    { header: 'last_name', value: (r) => r.last_name },
    { header: 'relationship', value: (r) => r.relationship },
    { header: 'date_of_birth', value: (r) => r.date_of_birth },
  ],
  actions: {},
});
