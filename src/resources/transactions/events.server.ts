import { z } from 'zod';
import { transactionDefinition, type TransactionEventType } from './chart';
import { transactionStatuses } from '../../domain/billing/vocabulary';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';

const step = transitionPayload(z.strictObject({ status: z.enum(transactionStatuses) }));

/**
 * What each transaction event records; the store refuses any other payload. Billing writes
 * transactions without events, so a stream holds only the employers' holds and releases.
 */
export const transactionPayloads = {
  'transaction.hold': step.extend({ reason: z.string().min(1) }),
  'transaction.release': step,
} satisfies Record<TransactionEventType, z.ZodType<Record<string, unknown>>>;

export const transactionEvents: EventStream = {
  type: transactionDefinition.name,
  payloads: transactionPayloads,
};
