import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';
import type { PayrollRunAction } from '../../src/domain/policy/payroll';

const count = z.number().int().min(0);

/** The acting user travels in every event; the server overwrites it from the session (or the job's). */
export const PayrollRunEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payroll_run.submit'), user: User }),
  z.object({ type: z.literal('payroll_run.return'), user: User, reason: z.string().min(1) }),
  z.object({ type: z.literal('payroll_run.approve'), user: User }),
  /** The job wrote every paycheck and started their payouts. */
  z.object({ type: z.literal('payroll_run.computed'), user: User }),
  /** Every payout has an answer: how many were paid and how many failed. */
  z.object({ type: z.literal('payroll_run.settle'), user: User, paid: count, failed: count }),
  z.object({ type: z.literal('payroll_run.retry'), user: User }),
]);
export type PayrollRunEvent = z.infer<typeof PayrollRunEvent>;
export type PayrollRunEventType = PayrollRunEvent['type'];

export const eventForAction: Record<PayrollRunAction, PayrollRunEventType> = {
  submit: 'payroll_run.submit',
  return: 'payroll_run.return',
  approve: 'payroll_run.approve',
  retry: 'payroll_run.retry',
};
