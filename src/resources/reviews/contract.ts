import { z } from 'zod';
import { ActionTexts, HistoryEntry, workflowContracts } from '../../domain/contracts/workflow';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { canDecideReviews, canWriteReviews } from './policy';
import {
  RATING,
  reviewStatuses,
  reviewSubjectKinds,
  reviewsQuery,
  reviewTypesQuery,
} from './query';

export const ReviewStatus = z.enum(reviewStatuses);
export const ReviewSubjectKind = z.enum(reviewSubjectKinds);

/** A kind of review a partner (or EOR) runs, and what it reviews. */
export const ReviewType = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  partner_name: z.string().nullable(),
  eor_id: z.uuid().nullable(),
  name: z.string(),
  subject_kind: ReviewSubjectKind,
  description: z.string().nullable(),
  created_at: z.string(),
});
export type ReviewType = z.infer<typeof ReviewType>;

/** One review of a worker, of the kind its type says. */
export const Review = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  review_type_id: z.uuid(),
  review_type_name: z.string(),
  subject_kind: ReviewSubjectKind,
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  reviewer_user_id: z.uuid().nullable(),
  reviewer_name: z.string().nullable(),
  rating: z.number().int().min(RATING.min).max(RATING.max).nullable(),
  notes: z.string().nullable(),
  status: ReviewStatus,
  /** Why it failed or was rejected. */
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof Review>;

export const reviewActions = ['start', 'submit', 'approve', 'reject', 'fail', 'retry'] as const;
export type ReviewAction = (typeof reviewActions)[number];

const WRITERS =
  'admins, employers of record, or partner owners, admins, managers, finance and recruiters';
const DECIDERS = 'admins, employers of record, or partner owners, admins and managers';

/** Every review action's button, dialog and rule: the browser and the server read the same. */
export const reviewActionMeta: Readonly<Record<ReviewAction, ActionMeta>> = {
  start: { label: 'Start', tone: 'primary', may: canWriteReviews, who: WRITERS },
  submit: { label: 'Submit for approval', tone: 'primary', may: canWriteReviews, who: WRITERS },
  approve: { label: 'Approve', tone: 'primary', may: canDecideReviews, who: DECIDERS },
  reject: {
    label: 'Reject',
    tone: 'danger',
    needs: 'reason',
    may: canDecideReviews,
    who: DECIDERS,
  },
  fail: { label: 'Fail', tone: 'danger', needs: 'reason', may: canWriteReviews, who: WRITERS },
  retry: { label: 'Retry', tone: 'neutral', may: canWriteReviews, who: WRITERS },
};

const { ActionAvailability } = workflowContracts(reviewActions);
export const ReviewDetail = z.object({ review: Review, actions: z.array(ActionAvailability) });
export type ReviewDetail = z.infer<typeof ReviewDetail>;
export const ReviewHistory = z.object({ data: z.array(HistoryEntry) });
/** A review action's body: the reason that reject and fail need. */
export const ReviewActionBody = ActionTexts;

/** Reviews as a resource: the list and its CSV; the detail and the actions come from the workflow kit. */
export const reviewsResource = defineResource({
  name: 'reviews',
  apiPath: '/reviews',
  specPaths: ['/reviews', '/reviews/{id}', '/reviews/create'],
  labels: { singular: 'Review', plural: 'Reviews' },
  item: Review,
  query: reviewsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'review_type', value: (r) => r.review_type_name },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'reviewer', value: (r) => r.reviewer_name },
    { header: 'rating', value: (r) => r.rating },
    { header: 'status', value: (r) => r.status },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: reviewActionMeta,
});

/** The kinds of review a partner runs, a plain resource: list, detail, CSV and the form. */
export const reviewTypesResource = defineResource({
  name: 'review_types',
  apiPath: '/review_types',
  specPaths: ['/review_types', '/review_types/{id}'],
  labels: { singular: 'Review type', plural: 'Review types' },
  item: ReviewType,
  query: reviewTypesQuery,
  csv: [
    { header: 'id', value: (t) => t.id },
    { header: 'name', value: (t) => t.name },
    { header: 'subject_kind', value: (t) => t.subject_kind },
    { header: 'description', value: (t) => t.description },
    { header: 'partner', value: (t) => t.partner_name },
  ],
  actions: {},
});
