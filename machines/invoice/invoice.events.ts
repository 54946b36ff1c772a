import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import type { InvoiceAction } from '../../src/domain/billing/invoice-actions';

const cents = z.number().int();

/**
 * The acting user travels in every event; the server overwrites it from the session. Allocations
 * come from the payments (`applyAllocation`), never from a button.
 */
export const InvoiceEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('invoice.send'), user: User }),
  z.object({ type: z.literal('invoice.void'), user: User, reason: z.string().optional() }),
  z.object({ type: z.literal('invoice.credit'), user: User, reason: z.string().optional() }),
  z.object({ type: z.literal('invoice.allocate'), user: User, cents }),
  z.object({ type: z.literal('invoice.unallocate'), user: User, cents }),
]);
export type InvoiceEvent = z.infer<typeof InvoiceEvent>;
export type InvoiceEventType = InvoiceEvent['type'];

export const eventForAction: Record<InvoiceAction, InvoiceEventType> = {
  send: 'invoice.send',
  void: 'invoice.void',
  credit: 'invoice.credit',
};

export const actionForEvent: Partial<Record<InvoiceEventType, InvoiceAction>> = {
  'invoice.send': 'send',
  'invoice.void': 'void',
  'invoice.credit': 'credit',
};
