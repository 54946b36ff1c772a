import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import type { PaymentAction } from '../../src/domain/policy/payments';

const cents = z.number().int();

/** The acting user travels in every event; the server overwrites it from the session (or the bank adapter's). */
export const PaymentEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payment.submit'), user: User }),
  z.object({ type: z.literal('payment.settle'), user: User }),
  z.object({ type: z.literal('payment.fail'), user: User, reason: z.string().min(1) }),
  z.object({ type: z.literal('payment.retry'), user: User }),
  z.object({ type: z.literal('payment.markReceived'), user: User }),
  z.object({ type: z.literal('payment.cancel'), user: User }),
  z.object({
    type: z.literal('payment.allocate'),
    user: User,
    amount_cents: cents,
    /** The invoice's open amount now; a closed invoice (draft, void, paid) counts as 0. */
    invoice_remaining_cents: cents,
  }),
  z.object({
    type: z.literal('payment.unallocate'),
    user: User,
    /** The allocation line taken back, as the payment's page shows it. */
    amount_cents: cents,
    reason: z.string(),
    /** The line was already taken back. */
    reversed: z.boolean(),
    /** A credit note closed its invoice since: the credit settled what the allocation left. */
    invoice_credited: z.boolean(),
  }),
]);
export type PaymentEvent = z.infer<typeof PaymentEvent>;
export type PaymentEventType = PaymentEvent['type'];

/** The API's `/actions/{action}` to chart events; submit, settle, fail and allocate are sent otherwise. */
export const eventForAction: Record<PaymentAction, PaymentEventType> = {
  mark_received: 'payment.markReceived',
  retry: 'payment.retry',
  cancel: 'payment.cancel',
};
