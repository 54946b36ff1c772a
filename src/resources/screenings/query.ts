import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';
import { SCREENING_STATUSES, SCREENING_TYPES } from './kinds';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const screeningsQuery = {
  filters: {
    type: { kind: 'enum', values: SCREENING_TYPES },
    status: { kind: 'enum', values: SCREENING_STATUSES },
    ordered_at: { kind: 'dateRange' },
  },
  sorts: ['ordered_at', 'type', 'status'],
  defaultSort: '-ordered_at',
} as const satisfies ListQueryDescriptor;

export type ScreeningQuery = ListQuery<typeof screeningsQuery>;
export type ScreeningSearch = ListSearch<typeof screeningsQuery>;
