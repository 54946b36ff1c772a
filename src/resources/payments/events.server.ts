import { z } from 'zod';
import { paymentDefinition, type PaymentEventType } from './chart';
import { PaymentSource, PaymentStatus } from './contract';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';

const step = transitionPayload(z.strictObject({ status: PaymentStatus }));
const cents = z.number().int();

/** What each payment event records; the store refuses any other payload. */
export const paymentPayloads = {
  'payment.created': z.strictObject({
    id: z.uuid(),
    number: z.string(),
    client_id: z.uuid().nullable(),
    partner_id: z.uuid().nullable(),
    payer_name: z.string(),
    amount_cents: cents.positive(),
    source: PaymentSource,
    bank_method_id: z.uuid().nullable(),
    intended_invoice_id: z.uuid().nullable(),
    reference: z.string().nullable(),
    received_date: z.string().nullable(),
    upload_id: z.uuid().nullable(),
  }),
  'payment.submit': step.extend({ transfer_id: z.uuid() }),
  'payment.settle': step.extend({ transfer_id: z.uuid() }),
  'payment.fail': step.extend({ transfer_id: z.uuid(), reason: z.string().min(1) }),
  'payment.retry': step,
  'payment.markReceived': step,
  'payment.cancel': step,
  'payment.allocate': step.extend({
    invoice_id: z.uuid(),
    invoice_number: z.string(),
    amount_cents: cents.positive(),
    invoice_remaining_cents: cents,
    /** What this invoice owed when the payment first went to it (0 on later allocations to it). */
    invoice_due_cents: cents,
  }),
  'payment.unallocate': step.extend({
    allocation_id: z.uuid(),
    invoice_id: z.uuid(),
    invoice_number: z.string(),
    amount_cents: cents.positive(),
    /** What the invoice's debt no longer counts toward the payment (its last live line to it gone). */
    invoice_due_cents: cents,
    reason: z.string().min(1),
  }),
} satisfies Record<PaymentEventType | 'payment.created', z.ZodType<Record<string, unknown>>>;

export const paymentEvents: EventStream = {
  type: paymentDefinition.name,
  payloads: paymentPayloads,
};
