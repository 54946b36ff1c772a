import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** What a review type says is reviewed; zod-free so list routes read their URL without zod. */
export const reviewSubjectKinds = ['contractor_performance', 'document', 'other'] as const;
export type ReviewSubjectKind = (typeof reviewSubjectKinds)[number];

export const reviewSubjectKindLabels: Record<ReviewSubjectKind, string> = {
  contractor_performance: 'Contractor performance',
  document: 'Document',
  other: 'Other',
};

/** Spec §4's review statuses, the chart's states and the `status` column. */
export const reviewStatuses = [
  'pending',
  'processing',
  'awaiting_approval',
  'approved',
  'rejected',
  'failed',
] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** A rating is a whole number of stars. */
export const RATING = { min: 1, max: 5 } as const;

/** Kept apart from the contract so the /reviews route parses its URL without loading zod. */
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

/** The /review_types list's filters and sorts, zod-free for the same reason. */
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
