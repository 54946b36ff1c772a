import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the /rates route parses its URL without loading zod. */
export const ratesQuery = {
  filters: {
    search: { kind: 'text', max: 100 },
    client_id: { kind: 'uuid' },
    start: { kind: 'dateRange' },
  },
  sorts: ['contractor', 'client', 'start', 'pay', 'bill'],
  defaultSort: 'contractor',
} as const satisfies ListQueryDescriptor;

export type RateQuery = ListQuery<typeof ratesQuery>;
export type RateSearch = ListSearch<typeof ratesQuery>;
