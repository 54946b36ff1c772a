import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import { ActionTexts } from '../../src/domain/contracts/workflow';
import type { ReviewAction } from '../../src/domain/policy/reviews';

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
