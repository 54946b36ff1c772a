import { reviewSubjectKinds } from '../reviews/vocabulary';
import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Kept apart from the definition so the /review_types route parses its URL without loading zod. */
export const reviewTypesQuery = {
  filters: {
    subject_kind: { kind: 'enum', values: reviewSubjectKinds },
    name: { kind: 'text', max: 100 },
  },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type ReviewTypeQuery = ListQuery<typeof reviewTypesQuery>;
export type ReviewTypeSearch = ListSearch<typeof reviewTypesQuery>;
