import { z } from 'zod';
import { reviewDefinition } from '../../../../machines/review/review.definition';
import type { ReviewEventType } from '../../../../machines/review/review.events';
import { ReviewStatus } from '../../../domain/contracts/reviews';
import { reviewsForm } from '../../../domain/resources/reviews-form';
import type { EventStream } from '../../events/payloads';
import { transitionPayload } from '../../kit/workflow/payloads';

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
