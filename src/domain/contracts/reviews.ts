import { z } from 'zod';
import { reviewActions } from '../policy/reviews';
import { RATING, reviewStatuses, reviewSubjectKinds } from '../reviews/vocabulary';
import { ActionTexts, HistoryEntry, workflowContracts } from './workflow';

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

const { ActionAvailability } = workflowContracts(reviewActions);
export const ReviewDetail = z.object({ review: Review, actions: z.array(ActionAvailability) });
export type ReviewDetail = z.infer<typeof ReviewDetail>;
export const ReviewHistory = z.object({ data: z.array(HistoryEntry) });
/** A review action's body: the reason that reject and fail need. */
export const ReviewActionBody = ActionTexts;
