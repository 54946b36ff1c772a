import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import { ActionTexts } from '../../src/domain/contracts/workflow';
import type { TransactionAction } from '../../src/domain/policy/transactions';

const reason = ActionTexts.shape.reason;

/** The acting user travels in every event; the server overwrites it from the session. */
export const TransactionEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transaction.hold'), user: User, reason }),
  z.object({ type: z.literal('transaction.release'), user: User }),
]);
export type TransactionEvent = z.infer<typeof TransactionEvent>;
export type TransactionEventType = TransactionEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const transactionEventForAction: Record<TransactionAction, TransactionEventType> = {
  hold: 'transaction.hold',
  release: 'transaction.release',
};
