/** What a review type says is reviewed; zod-free so list routes read their URL without zod. */
export const reviewSubjectKinds = ['contractor_performance', 'document', 'other'] as const;
export type ReviewSubjectKind = (typeof reviewSubjectKinds)[number];

export const reviewSubjectKindLabels: Record<ReviewSubjectKind, string> = {
  contractor_performance: 'Contractor performance',
  document: 'Document',
  other: 'Other',
};

/** Spec §4's review statuses, the chart's states and the `status` column. */
export const reviewStatuses = ['pending', 'processing', 'awaiting_approval', 'approved', 'rejected', 'failed'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** A rating is a whole number of stars. */
export const RATING = { min: 1, max: 5 } as const;
