import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the /clients route parses its URL without loading zod. */
export const clientsQuery = {
  filters: {
    entity_name: { kind: 'text', max: 100 },
    partner_id: { kind: 'uuid' },
    requires_signature_for_approval: { kind: 'enum', values: ['true', 'false'] },
  },
  sorts: ['entity_name', 'created_at'],
  defaultSort: 'entity_name',
} as const satisfies ListQueryDescriptor;

export type ClientQuery = ListQuery<typeof clientsQuery>;
export type ClientSearch = ListSearch<typeof clientsQuery>;
