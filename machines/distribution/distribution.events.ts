import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import type { DistributionAction } from '../../src/domain/policy/distributions';

/** The acting user travels in every event; the server overwrites it from the session. */
export const DistributionEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('distribution.markPaid'), user: User }),
  /** Commissions only, no API action: the invoice is no longer paid before this was paid out. */
  z.object({ type: z.literal('distribution.reverse'), user: User }),
]);
export type DistributionEvent = z.infer<typeof DistributionEvent>;
export type DistributionEventType = DistributionEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const distributionEventForAction: Record<DistributionAction, DistributionEventType> = {
  mark_paid: 'distribution.markPaid',
};
