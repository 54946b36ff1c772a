import { canWriteReviews, reviewActionMeta, type ReviewAction } from '../../src/domain/policy/reviews';
import { capabilityCheck, type Check, type GuardRule } from '../kit/rules';
import type { ReviewEvent } from './review.events';

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
const writes: ReviewCheck = (_f, e) => (canWriteReviews(e.user) ? null : 'Only reviewers may edit a review.');
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
