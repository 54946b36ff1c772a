import { adjustmentDirections, adjustmentStatuses, adjustmentTypes } from '../adjustments/vocabulary';
import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Kept apart from the definition so the /adjustments route parses its URL without loading zod. */
export const adjustmentsQuery = {
  filters: {
    status: { kind: 'enum', values: adjustmentStatuses },
    direction: { kind: 'enum', values: adjustmentDirections },
    type: { kind: 'enum', values: adjustmentTypes },
    contractor_id: { kind: 'uuid' },
    client_id: { kind: 'uuid' },
    date: { kind: 'dateRange' },
  },
  sorts: ['date', 'amount', 'status', 'created_at'],
  defaultSort: '-date',
} as const satisfies ListQueryDescriptor;

export type AdjustmentQuery = ListQuery<typeof adjustmentsQuery>;
export type AdjustmentSearch = ListSearch<typeof adjustmentsQuery>;
