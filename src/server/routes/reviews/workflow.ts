import { reviewDefinition, type ReviewStored } from '../../../../machines/review/review.definition';
import { Review, ReviewActionBody } from '../../../domain/contracts/reviews';
import { canSeeReviews } from '../../../domain/policy/reviews';
import { reviews } from '../../db/schema';
import { defineWorkflowServer } from '../../kit/workflow/server';
import { reviewEvents } from './events';
import { projectReview } from './projection';
import { joined, toDto, type ReviewRecord } from './queries';
import { REVIEWS_REFUSED } from './review-types';

const reviewFacts = (row: ReviewRecord['r']) => ({ rated: row.rating !== null, reviewerUserId: row.reviewer_user_id });

/** The review lifecycle on the server: the shared definition plus its table, DTO, reducer and event payloads. */
export const reviewServer = defineWorkflowServer({
  definition: reviewDefinition,
  apiPath: '/reviews',
  itemKey: 'review',
  item: Review,
  actionBody: ReviewActionBody,
  rows: joined,
  id: reviews.id,
  scope: { partner_id: reviews.partner_id, eor_id: reviews.eor_id },
  toDto,
  row: (r: ReviewRecord) => r.r,
  storedOf: (row) => ({ status: row.status as ReviewStored['status'] }),
  facts: (r: ReviewRecord) => reviewFacts(r.r),
  // The reviewer and rating as they stood after each event: before the start there is no reviewer.
  factsAt: (_r, row) => reviewFacts(row),
  table: reviews,
  reduce: projectReview,
  events: reviewEvents,
  access: { allowed: canSeeReviews, message: REVIEWS_REFUSED },
});
