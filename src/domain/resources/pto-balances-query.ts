import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

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
