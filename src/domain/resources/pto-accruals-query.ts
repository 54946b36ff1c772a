import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

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
