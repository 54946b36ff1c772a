import { accrualMethods } from './accrual';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the /pto_rules route parses its URL without loading zod. */
export const ptoRulesQuery = {
  filters: {
    accrual_method: { kind: 'enum', values: accrualMethods },
    partner_id: { kind: 'uuid' },
    name: { kind: 'text', max: 100 },
  },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type PtoRuleQuery = ListQuery<typeof ptoRulesQuery>;
export type PtoRuleSearch = ListSearch<typeof ptoRulesQuery>;

/** Kept apart from the definition so the /pto_rules_accruals route parses its URL without loading zod. */
export const ptoBalancesQuery = {
  filters: {
    contractor_id: { kind: 'uuid' },
    rule_id: { kind: 'uuid' },
  },
  sorts: ['contractor', 'rule', 'available'],
  defaultSort: 'contractor',
} as const satisfies ListQueryDescriptor;

export type PtoBalanceQuery = ListQuery<typeof ptoBalancesQuery>;
export type PtoBalanceSearch = ListSearch<typeof ptoBalancesQuery>;

/** Kept apart from the definition so the /pto_accruals route parses its URL without loading zod. */
export const ptoAccrualsQuery = {
  filters: {
    contractor_id: { kind: 'uuid' },
    rule_id: { kind: 'uuid' },
    period: { kind: 'dateRange' },
  },
  sorts: ['period', 'contractor'],
  defaultSort: '-period',
} as const satisfies ListQueryDescriptor;

export type PtoAccrualQuery = ListQuery<typeof ptoAccrualsQuery>;
export type PtoAccrualSearch = ListSearch<typeof ptoAccrualsQuery>;
