import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const holidaysQuery = {
  filters: {
    date: { kind: 'dateRange' },
    name: { kind: 'text', max: 100 },
    partner_id: { kind: 'uuid' },
  },
  sorts: ['date', 'name'],
  defaultSort: 'date',
} as const satisfies ListQueryDescriptor;

export type HolidayQuery = ListQuery<typeof holidaysQuery>;
export type HolidaySearch = ListSearch<typeof holidaysQuery>;
