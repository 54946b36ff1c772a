import { z } from 'zod';
import type { Check } from '../../../machines/kit/rules';
import {
  defineStatusWorkflow,
  type EventOf,
  type StatusCheckEvent,
} from '../../../machines/kit/status-workflow';
import { Review, reviewActionMeta } from './contract';
import type { ReviewStatus } from './query';

const facts = z.object({
  /** A rating has been given. */
  rated: z.boolean(),
  /** Who took it up (started it); null while nobody has. */
  reviewerUserId: z.string().nullable(),
});
/** What the guards read of a stored review beyond its status; JSON-serialisable. */
export type ReviewFacts = z.infer<typeof facts>;
type ReviewCheck = Check<ReviewFacts, StatusCheckEvent>;

const rated: ReviewCheck = (f) =>
  f.rated ? null : 'Give it a rating (1 to 5) before it goes for approval.';
// Those who may start a review are its writers (canWriteReviews): they also fill it in.
const writes: ReviewCheck = (_f, e) =>
  reviewActionMeta.start.may(e.user) ? null : 'Only reviewers may edit a review.';
const notOwn: ReviewCheck = (f, e) =>
  f.reviewerUserId !== null && f.reviewerUserId === e.user.id
    ? 'You reviewed it: someone else approves or rejects it.'
    : null;

/** What a review's creation and edits record of its fields: its rating, and notes. */
export const reviewFields = { rating: Review.shape.rating, notes: z.string().nullable() };

/**
 * One review's lifecycle through spec §4's six statuses: pending → processing → awaiting_approval →
 * approved, rejected or failed; a failed review is retried. States equal the `status` column.
 */
export const reviewStatusWorkflow = defineStatusWorkflow({
  name: 'review',
  plural: 'reviews',
  description:
    'A review of a worker (performance, a document): taken up, rated, then approved or rejected by someone else.',
  facts,
  actions: reviewActionMeta,
  initial: 'pending',
  statuses: {
    pending: {
      description: 'Waiting for a reviewer to take it up.',
      on: { edit: 'pending', start: 'processing' },
    },
    processing: {
      description:
        'Being reviewed: the reviewer rates it and writes notes, then sends it for approval.',
      on: { edit: 'processing', submit: 'awaiting_approval', fail: 'failed' },
    },
    awaiting_approval: {
      description: 'Rated and waiting for a decider; it can no longer be edited.',
      on: { approve: 'approved', reject: 'rejected' },
    },
    approved: { final: true, description: 'Approved: the review stands.' },
    rejected: { final: true, description: 'Rejected with a reason: the review does not stand.' },
    failed: {
      description: 'Could not be completed, with a reason; it can be retried from the start.',
      on: { retry: 'pending' },
    },
  },
  events: {
    /** The form's PATCH, no API action. */
    edit: {
      records: z.object(reviewFields).partial().shape,
      guard: {
        name: 'canEditReview',
        description: 'Reviewers fill in the rating and notes until it goes for approval.',
        checks: [writes],
      },
    },
    start: {
      action: 'start',
      guard: {
        name: 'canStartReview',
        description: 'A reviewer takes it up and becomes its reviewer.',
      },
    },
    submit: {
      action: 'submit',
      guard: {
        name: 'canSubmitReview',
        description: 'The reviewer sends it for approval once it has a rating.',
        checks: [rated],
      },
    },
    approve: {
      action: 'approve',
      at: 'decided_at',
      guard: {
        name: 'canApproveReview',
        description: 'A decider other than its reviewer approves it.',
        checks: [notOwn],
      },
    },
    reject: {
      action: 'reject',
      at: 'decided_at',
      guard: {
        name: 'canRejectReview',
        description: 'A decider other than its reviewer rejects it, with a reason.',
        checks: [notOwn],
      },
    },
    fail: {
      action: 'fail',
      guard: {
        name: 'canFailReview',
        description: 'A review that cannot be completed (a document missing) fails, with a reason.',
      },
    },
    retry: {
      action: 'retry',
      guard: {
        name: 'canRetryReview',
        description: 'A failed review is taken up again from the start.',
      },
    },
  },
});

export const {
  chart: reviewWorkflow,
  definition: reviewDefinition,
  eventForAction: reviewEventForAction,
} = reviewStatusWorkflow;
export type ReviewEvent = EventOf<typeof reviewStatusWorkflow>;
export type ReviewStored = { status: ReviewStatus };

/** What the chart reads of a review as the API sends it, so the browser can ask the chart itself. */
export const subjectOfReview = (r: Pick<Review, 'status' | 'rating' | 'reviewer_user_id'>) =>
  reviewStatusWorkflow.subject(r.status, {
    rated: r.rating !== null,
    reviewerUserId: r.reviewer_user_id,
  });
