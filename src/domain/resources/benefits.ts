import { Benefit, BenefitPlan, Dependent } from '../contracts/benefits';
import { benefitPlansQuery, benefitsQuery, dependentsQuery } from './benefits-query';
import { defineResource } from './define';
import { centsToAmount } from './money-input';

/** `/benefits`: workers' enrollments in their employer's plans. */
export const benefitsResource = defineResource({
  name: 'benefits',
  apiPath: '/benefits',
  specPaths: ['/benefits', '/benefits/{id}', '/contractor/benefits'],
  labels: { singular: 'Benefit', plural: 'Benefits' },
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
