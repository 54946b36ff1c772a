import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const projectCodesQuery = {
  filters: {
    code: { kind: 'text', max: 100 },
    active: { kind: 'enum', values: ['true', 'false'] },
    client_id: { kind: 'uuid' },
  },
  sorts: ['code', 'created_at'],
  defaultSort: 'code',
} as const satisfies ListQueryDescriptor;

export type ProjectCodeQuery = ListQuery<typeof projectCodesQuery>;
export type ProjectCodeSearch = ListSearch<typeof projectCodesQuery>;
