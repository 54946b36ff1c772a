import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import { ActionTexts } from '../../src/domain/contracts/workflow';
import type { ExpenseAction } from '../../src/domain/policy/expense-decisions';

/** The acting user travels in every event; the server overwrites it from the session. */
export const ExpenseEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('expense.edit'), user: User }),
  z.object({ type: z.literal('expense.submit'), user: User }),
  z.object({ type: z.literal('expense.review'), user: User }),
  z.object({ type: z.literal('expense.approve'), user: User }),
  z.object({ type: z.literal('expense.reject'), user: User, reason: ActionTexts.shape.reason }),
  z.object({ type: z.literal('expense.unapprove'), user: User }),
  z.object({ type: z.literal('expense.markBilled'), user: User }),
  /** Billing only, no API action: the invoice that billed it was voided. */
  z.object({ type: z.literal('expense.unmarkBilled'), user: User }),
  z.object({ type: z.literal('expense.markPaid'), user: User }),
]);
export type ExpenseEvent = z.infer<typeof ExpenseEvent>;
export type ExpenseEventType = ExpenseEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const eventForAction: Record<ExpenseAction, ExpenseEventType> = {
  submit: 'expense.submit',
  review: 'expense.review',
  approve: 'expense.approve',
  reject: 'expense.reject',
  unapprove: 'expense.unapprove',
  mark_billed: 'expense.markBilled',
  paid: 'expense.markPaid',
};
