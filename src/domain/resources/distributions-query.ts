import { distributionStatuses } from '../billing/distribution-statuses';
import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const distributionsQuery = {
  filters: {
    status: { kind: 'enum', values: distributionStatuses },
    partner_id: { kind: 'uuid' },
    created_at: { kind: 'dateRange' },
  },
  sorts: ['created_at', 'amount', 'margin', 'status'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;

export type DistributionQuery = ListQuery<typeof distributionsQuery>;
export type DistributionSearch = ListSearch<typeof distributionsQuery>;
