import { z } from 'zod';
import type { ProjectedEvent } from '../../server/kit/workflow/server';
import { defineStatusWorkflowServer } from '../../server/kit/workflow/status';
import { reviewFields, reviewStatusWorkflow } from './chart';
import { ReviewActionBody, reviewsResource } from './contract';
import { canSeeReviews, REVIEWS_REFUSED } from './policy';
import { joined, toDto, type ReviewRecord } from './queries';
import { reviews } from './table';

export type ReviewRow = typeof reviews.$inferSelect;

const reviewFacts = (row: ReviewRow) => ({
  rated: row.rating !== null,
  reviewerUserId: row.reviewer_user_id,
});
const pick = (p: Record<string, unknown>): Partial<ReviewRow> =>
  Object.fromEntries(
    (['rating', 'notes'] as const).filter((f) => f in p).map((f) => [f, p[f]]),
  ) as Partial<ReviewRow>;
const reason = (e: ProjectedEvent) => (e.payload.reason as string | undefined) ?? null;

/**
 * The review lifecycle on the server: its chart's declaration plus its rows, DTO and creation. The kit projects
 * the status and `decided_at`; `project` the rest: every event moves `updated_at`, an edit its fields, a start
 * makes the actor its reviewer, a rejection or failure keeps its reason.
 */
export const reviewServer = defineStatusWorkflowServer({
  workflow: reviewStatusWorkflow,
  resource: reviewsResource,
  created: z.strictObject({
    ...reviewFields,
    id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    review_type_id: z.uuid(),
    contractor_id: z.uuid(),
  }),
  createdRow: (p, e) => ({
    ...p,
    reviewer_user_id: null,
    reason: null,
    decided_at: null,
    updated_at: e.occurred_at,
  }),
  project: (_row, e) => ({
    updated_at: e.occurred_at,
    ...(e.type === 'review.edit' ? pick(e.payload) : {}),
    // Whoever takes it up is its reviewer, and so may not decide it.
    ...(e.type === 'review.start' ? { reviewer_user_id: e.actor_user_id, reason: null } : {}),
    ...(e.type === 'review.reject' || e.type === 'review.fail' ? { reason: reason(e) } : {}),
  }),
  actionBody: ReviewActionBody,
  rows: joined,
  scope: { partner_id: reviews.partner_id, eor_id: reviews.eor_id },
  toDto,
  row: (r: ReviewRecord) => r.r,
  facts: (r: ReviewRecord) => reviewFacts(r.r),
  // The reviewer and rating as they stood after each event: before the start there is no reviewer.
  factsAt: (_r, row) => reviewFacts(row),
  table: reviews,
  access: { allowed: canSeeReviews, message: REVIEWS_REFUSED },
});

export const reviewEvents = reviewServer.events;
