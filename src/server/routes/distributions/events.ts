import { z } from 'zod';
import { distributionDefinition } from '../../../../machines/distribution/distribution.definition';
import type { DistributionEventType } from '../../../../machines/distribution/distribution.events';
import { DistributionStatus } from '../../../domain/contracts/distributions';
import type { EventStream } from '../../events/payloads';
import { transitionPayload } from '../../kit/workflow/payloads';

const cents = z.number().int();
const step = transitionPayload(z.strictObject({ status: DistributionStatus }));

/** What each distribution event records; the store refuses any other payload. */
export const distributionPayloads = {
  'distribution.created': z.strictObject({
    id: z.uuid(),
    invoice_id: z.uuid(),
    partner_id: z.uuid(),
    sales_partner_id: z.uuid(),
    bill_cents: cents,
    pay_cents: cents,
    margin_cents: cents,
    rate_bps: z.number().int().min(0).max(10_000),
    amount_cents: cents,
    // Absent from the events written before rounds and reversals: round 1, reversing nothing.
    round: z.number().int().min(1).optional(),
    reverses_id: z.uuid().nullable().optional(),
  }),
  'distribution.markPaid': step,
  'distribution.reverse': step.extend({ reason: z.string().min(1) }),
} satisfies Record<
  DistributionEventType | 'distribution.created',
  z.ZodType<Record<string, unknown>>
>;

export const distributionEvents: EventStream = {
  type: distributionDefinition.name,
  payloads: distributionPayloads,
};
