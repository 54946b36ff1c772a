import { setup } from 'xstate';
import { z } from 'zod';
import { capabilityCheck, chartGuards, ruleFailures, type Check, type GuardRule } from '../../../machines/kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { ActionTexts } from '../../domain/contracts/workflow';
import { reviewActionMeta, type Review, type ReviewAction } from './contract';
import type { ReviewStatus } from './query';

const reason = ActionTexts.shape.reason;

/** The acting user travels in every event; the server overwrites it from the session. */
export const ReviewEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('review.edit'), user: User }),
  z.object({ type: z.literal('review.start'), user: User }),
  z.object({ type: z.literal('review.submit'), user: User }),
  z.object({ type: z.literal('review.approve'), user: User }),
  z.object({ type: z.literal('review.reject'), user: User, reason }),
  z.object({ type: z.literal('review.fail'), user: User, reason }),
  z.object({ type: z.literal('review.retry'), user: User }),
]);
export type ReviewEvent = z.infer<typeof ReviewEvent>;
export type ReviewEventType = ReviewEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const reviewEventForAction: Record<ReviewAction, ReviewEventType> = {
  start: 'review.start',
  submit: 'review.submit',
  approve: 'review.approve',
  reject: 'review.reject',
  fail: 'review.fail',
  retry: 'review.retry',
};

/** What the guards read of a stored review beyond its status; JSON-serialisable. */
export interface ReviewFacts {
  /** A rating has been given. */
  rated: boolean;
  /** Who took it up (started it); null while nobody has. */
  reviewerUserId: string | null;
}

type ReviewCheck = Check<ReviewFacts, ReviewEvent>;
const may = (action: ReviewAction) => capabilityCheck<ReviewFacts, ReviewEvent>(reviewActionMeta[action]);

const hasReason: ReviewCheck = (_f, e) => ('reason' in e && e.reason ? null : 'It needs a reason.');
const rated: ReviewCheck = (f) => (f.rated ? null : 'Give it a rating (1 to 5) before it goes for approval.');
// Those who may start a review are its writers (canWriteReviews): they also fill it in.
const writes: ReviewCheck = (_f, e) => (reviewActionMeta.start.may(e.user) ? null : 'Only reviewers may edit a review.');
const notOwn: ReviewCheck = (f, e) => (f.reviewerUserId !== null && f.reviewerUserId === e.user.id ? 'You reviewed it: someone else approves or rejects it.' : null);

/** Every guard of the chart, by capability, with its business rule in words. */
export const reviewRules = {
  canEditReview: { description: 'Reviewers fill in the rating and notes until it goes for approval.', checks: [writes] },
  canStartReview: { description: 'A reviewer takes it up and becomes its reviewer.', checks: [may('start')] },
  canSubmitReview: { description: 'The reviewer sends it for approval once it has a rating.', checks: [may('submit'), rated] },
  canApproveReview: { description: 'A decider other than its reviewer approves it.', checks: [may('approve'), notOwn] },
  canRejectReview: { description: 'A decider other than its reviewer rejects it, with a reason.', checks: [may('reject'), notOwn, hasReason] },
  canFailReview: { description: 'A review that cannot be completed (a document missing) fails, with a reason.', checks: [may('fail'), hasReason] },
  canRetryReview: { description: 'A failed review is taken up again from the start.', checks: [may('retry')] },
} satisfies Record<string, GuardRule<ReviewFacts, ReviewEvent>>;

const rule = (name: keyof typeof reviewRules) => ({ guard: name, description: reviewRules[name].description });

/**
 * One review's lifecycle through spec §4's six statuses: pending → processing → awaiting_approval →
 * approved, rejected or failed; a failed review is retried. States equal the `status` column.
 */
export const reviewWorkflow = setup({
  types: { context: {} as ReviewFacts, events: {} as ReviewEvent, input: {} as ReviewFacts },
  guards: chartGuards(reviewRules),
}).createMachine({
  id: 'review',
  description: 'A review of a worker (performance, a document): taken up, rated, then approved or rejected by someone else.',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      description: 'Waiting for a reviewer to take it up.',
      on: {
        'review.edit': { target: 'pending', ...rule('canEditReview') },
        'review.start': { target: 'processing', ...rule('canStartReview') },
      },
    },
    processing: {
      description: 'Being reviewed: the reviewer rates it and writes notes, then sends it for approval.',
      on: {
        'review.edit': { target: 'processing', ...rule('canEditReview') },
        'review.submit': { target: 'awaiting_approval', ...rule('canSubmitReview') },
        'review.fail': { target: 'failed', ...rule('canFailReview') },
      },
    },
    awaiting_approval: {
      description: 'Rated and waiting for a decider; it can no longer be edited.',
      on: {
        'review.approve': { target: 'approved', ...rule('canApproveReview') },
        'review.reject': { target: 'rejected', ...rule('canRejectReview') },
      },
    },
    approved: { type: 'final', description: 'Approved: the review stands.' },
    rejected: { type: 'final', description: 'Rejected with a reason: the review does not stand.' },
    failed: {
      description: 'Could not be completed, with a reason; it can be retried from the start.',
      on: { 'review.retry': { target: 'pending', ...rule('canRetryReview') } },
    },
  },
});

/** The stored column that holds the chart's state. */
export interface ReviewStored {
  status: ReviewStatus;
}

export type ReviewSubject = WorkflowSubject<ReviewStored, ReviewFacts>;

/** The review lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const reviewDefinition = defineWorkflow<ReviewStored, ReviewFacts, ReviewAction, ReviewEvent>({
  name: 'review',
  plural: 'reviews',
  chart: reviewWorkflow,
  actions: reviewActionMeta,
  eventFor: (action, user, texts) => ({ type: reviewEventForAction[action], user, reason: texts.reason }) as ReviewEvent,
  stateValue: (s) => s.status,
  storedOf: (snapshot) => ({ status: snapshot.value as ReviewStatus }),
  stateLabel: (s) => s.status,
  guardFailures: (guard, facts, event) => ruleFailures(reviewRules, guard, facts, event),
});

/** What the chart reads of a review as the API sends it, so the browser can ask the chart itself. */
export const subjectOfReview = (r: Pick<Review, 'status' | 'rating' | 'reviewer_user_id'>): ReviewSubject => ({
  stored: { status: r.status },
  facts: { rated: r.rating !== null, reviewerUserId: r.reviewer_user_id },
});
