import type { Review } from '../../src/domain/contracts/reviews';
import { reviewActionMeta, type ReviewAction } from '../../src/domain/policy/reviews';
import type { ReviewStatus } from '../../src/domain/reviews/vocabulary';
import { ruleFailures } from '../kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { reviewEventForAction, type ReviewEvent } from './review.events';
import { reviewRules, type ReviewFacts } from './review.rules';
import { reviewWorkflow } from './review.workflow';

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
