import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import { ActionTexts } from '../../src/domain/contracts/workflow';
import type { AdjustmentAction } from '../../src/domain/policy/adjustments';

const reason = ActionTexts.shape.reason;

/** The acting user travels in every event; the server overwrites it from the session. */
export const AdjustmentEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('adjustment.edit'), user: User }),
  z.object({ type: z.literal('adjustment.approve'), user: User }),
  z.object({ type: z.literal('adjustment.reject'), user: User, reason }),
  z.object({ type: z.literal('adjustment.reverse'), user: User, reason }),
  z.object({ type: z.literal('adjustment.markInvoiced'), user: User }),
  z.object({ type: z.literal('adjustment.markPaid'), user: User }),
  /** Billing only, no API action: the invoice it was on was voided. */
  z.object({ type: z.literal('adjustment.unmarkInvoiced'), user: User }),
]);
export type AdjustmentEvent = z.infer<typeof AdjustmentEvent>;
export type AdjustmentEventType = AdjustmentEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const adjustmentEventForAction: Record<AdjustmentAction, AdjustmentEventType> = {
  approve: 'adjustment.approve',
  reject: 'adjustment.reject',
  reverse: 'adjustment.reverse',
  mark_invoiced: 'adjustment.markInvoiced',
  mark_paid: 'adjustment.markPaid',
};
