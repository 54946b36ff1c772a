import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const departmentsQuery = {
  filters: {
    name: { kind: 'text', max: 100 },
    client_id: { kind: 'uuid' },
  },
  sorts: ['name', 'city', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type DepartmentQuery = ListQuery<typeof departmentsQuery>;
export type DepartmentSearch = ListSearch<typeof departmentsQuery>;
