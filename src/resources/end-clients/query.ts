import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const endClientsQuery = {
  filters: { entity_name: { kind: 'text', max: 100 }, client_id: { kind: 'uuid' } },
  sorts: ['entity_name', 'created_at'],
  defaultSort: 'entity_name',
} as const satisfies ListQueryDescriptor;

export type EndClientQuery = ListQuery<typeof endClientsQuery>;
export type EndClientSearch = ListSearch<typeof endClientsQuery>;
