import { benefitKinds, benefitStatuses } from '../../domain/payroll-config/vocabulary';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const benefitsQuery = {
  filters: {
    status: { kind: 'enumList', values: benefitStatuses },
    plan_kind: { kind: 'enumList', values: benefitKinds },
    contractor_id: { kind: 'uuid' },
    plan_id: { kind: 'uuid' },
  },
  sorts: ['contractor_name', 'plan_name', 'start_date', 'status'],
  defaultSort: 'contractor_name',
} as const satisfies ListQueryDescriptor;

export type BenefitQuery = ListQuery<typeof benefitsQuery>;
export type BenefitSearch = ListSearch<typeof benefitsQuery>;

/** Plans, for the enrollment form's choice and the benefits page. */
export const benefitPlansQuery = {
  filters: { kind: { kind: 'enumList', values: benefitKinds }, partner_id: { kind: 'uuid' } },
  sorts: ['name', 'kind'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

/** A worker's dependents, narrowed to one worker from the enrollment's page. */
export const dependentsQuery = {
  filters: { contractor_id: { kind: 'uuid' } },
  sorts: ['last_name', 'date_of_birth'],
  defaultSort: 'last_name',
} as const satisfies ListQueryDescriptor;
export type DependentSearch = ListSearch<typeof dependentsQuery>;
