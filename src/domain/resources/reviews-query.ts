import { reviewStatuses } from '../reviews/vocabulary';
import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Kept apart from the definition so the /reviews route parses its URL without loading zod. */
export const reviewsQuery = {
  filters: {
    status: { kind: 'enum', values: reviewStatuses },
    review_type_id: { kind: 'uuid' },
    contractor_id: { kind: 'uuid' },
  },
  sorts: ['created_at', 'status', 'rating'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;

export type ReviewQuery = ListQuery<typeof reviewsQuery>;
export type ReviewSearch = ListSearch<typeof reviewsQuery>;
