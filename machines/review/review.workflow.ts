import { setup } from 'xstate';
import { chartGuards } from '../kit/rules';
import type { ReviewEvent } from './review.events';
import { reviewRules as r, type ReviewFacts } from './review.rules';

/**
 * One review's lifecycle through spec §4's six statuses: pending → processing → awaiting_approval →
 * approved, rejected or failed; a failed review is retried. States equal the `status` column.
 */
export const reviewWorkflow = setup({
  types: { context: {} as ReviewFacts, events: {} as ReviewEvent, input: {} as ReviewFacts },
  guards: chartGuards(r),
}).createMachine({
  id: 'review',
  description: 'A review of a worker (performance, a document): taken up, rated, then approved or rejected by someone else.',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      description: 'Waiting for a reviewer to take it up.',
      on: {
        'review.edit': { target: 'pending', guard: 'canEditReview', description: r.canEditReview.description },
        'review.start': { target: 'processing', guard: 'canStartReview', description: r.canStartReview.description },
      },
    },
    processing: {
      description: 'Being reviewed: the reviewer rates it and writes notes, then sends it for approval.',
      on: {
        'review.edit': { target: 'processing', guard: 'canEditReview', description: r.canEditReview.description },
        'review.submit': { target: 'awaiting_approval', guard: 'canSubmitReview', description: r.canSubmitReview.description },
        'review.fail': { target: 'failed', guard: 'canFailReview', description: r.canFailReview.description },
      },
    },
    awaiting_approval: {
      description: 'Rated and waiting for a decider; it can no longer be edited.',
      on: {
        'review.approve': { target: 'approved', guard: 'canApproveReview', description: r.canApproveReview.description },
        'review.reject': { target: 'rejected', guard: 'canRejectReview', description: r.canRejectReview.description },
      },
    },
    approved: { type: 'final', description: 'Approved: the review stands.' },
    rejected: { type: 'final', description: 'Rejected with a reason: the review does not stand.' },
    failed: {
      description: 'Could not be completed, with a reason; it can be retried from the start.',
      on: { 'review.retry': { target: 'pending', guard: 'canRetryReview', description: r.canRetryReview.description } },
    },
  },
});
