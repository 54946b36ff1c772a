import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const corpToCorpsQuery = {
  filters: { entity_name: { kind: 'text', max: 100 }, partner_id: { kind: 'uuid' } },
  sorts: ['entity_name', 'created_at'],
  defaultSort: 'entity_name',
} as const satisfies ListQueryDescriptor;

export type CorpToCorpQuery = ListQuery<typeof corpToCorpsQuery>;
export type CorpToCorpSearch = ListSearch<typeof corpToCorpsQuery>;
