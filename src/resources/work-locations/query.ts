import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const workLocationsQuery = {
  filters: {
    name: { kind: 'text', max: 100 },
    city: { kind: 'text', max: 60 },
    client_id: { kind: 'uuid' },
  },
  sorts: ['name', 'city', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type WorkLocationQuery = ListQuery<typeof workLocationsQuery>;
export type WorkLocationSearch = ListSearch<typeof workLocationsQuery>;
