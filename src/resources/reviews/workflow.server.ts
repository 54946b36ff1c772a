import { z } from 'zod';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { reviewDefinition, type ReviewEventType, type ReviewStored } from './chart';
import { Review, ReviewActionBody, ReviewStatus } from './contract';
import { reviewsForm } from './form';
import { canSeeReviews, REVIEWS_REFUSED } from './policy';
import { projectReview } from './projection';
import { joined, toDto, type ReviewRecord } from './queries';
import { reviews } from './table';

const step = transitionPayload(z.strictObject({ status: ReviewStatus }));
const text = z.string().min(1);
const Fields = z.strictObject({ rating: reviewsForm.input.shape.rating.unwrap().unwrap().nullable(), notes: z.string().nullable() });

/** What each review event records; the store refuses any other payload. */
export const reviewPayloads = {
  'review.created': Fields.extend({
    id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    review_type_id: z.uuid(),
    contractor_id: z.uuid(),
  }),
  'review.edit': step.extend(Fields.partial().shape),
  'review.start': step,
  'review.submit': step,
  'review.approve': step,
  'review.reject': step.extend({ reason: text }),
  'review.fail': step.extend({ reason: text }),
  'review.retry': step,
} satisfies Record<ReviewEventType | 'review.created', z.ZodType<Record<string, unknown>>>;

export const reviewEvents: EventStream = { type: reviewDefinition.name, payloads: reviewPayloads };

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
