import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const accountingDefaultConfigsQuery = {
  filters: { partner_id: { kind: 'uuid' } },
  sorts: ['employer'],
  defaultSort: 'employer',
} as const satisfies ListQueryDescriptor;

export type AccountingDefaultConfigQuery = ListQuery<typeof accountingDefaultConfigsQuery>;
export type AccountingDefaultConfigSearch = ListSearch<typeof accountingDefaultConfigsQuery>;
