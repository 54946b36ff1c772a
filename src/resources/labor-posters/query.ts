import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';
import { POSTER_AUDIENCES } from './audiences';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const laborPostersQuery = {
  filters: {
    title: { kind: 'text', max: 100 },
    audience: { kind: 'enum', values: POSTER_AUDIENCES },
  },
  sorts: ['title', 'code', 'min_employees'],
  defaultSort: 'title',
} as const satisfies ListQueryDescriptor;

export type LaborPosterQuery = ListQuery<typeof laborPostersQuery>;
export type LaborPosterSearch = ListSearch<typeof laborPostersQuery>;
