import type { SnapshotFrom } from 'xstate';
import type { PaymentStatus } from '../../src/domain/contracts/payments';
import { paymentActionMeta, type PaymentAction } from '../../src/domain/policy/payments';
import type { User } from '../../src/domain/contracts/user';
import { accepts, defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { eventForAction, type PaymentEvent } from './payment.events';
import { guardFailures, guardRules, type GuardName, type PaymentFacts } from './payment.rules';
import { paymentWorkflow } from './payment.workflow';

export interface PaymentStored {
  status: PaymentStatus;
}
export type PaymentSubject = WorkflowSubject<PaymentStored, PaymentFacts>;

/** The payment lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const paymentDefinition = defineWorkflow<
  PaymentStored,
  PaymentFacts,
  PaymentAction,
  PaymentEvent
>({
  name: 'payment',
  plural: 'payments',
  chart: paymentWorkflow,
  actions: paymentActionMeta,
  eventFor: (action, user) => ({ type: eventForAction[action], user }) as PaymentEvent,
  stateValue: (stored) => stored.status,
  storedOf: (snapshot) => ({
    status: (snapshot as SnapshotFrom<typeof paymentWorkflow>).value as PaymentStatus,
  }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) =>
    guard in guardRules ? guardFailures(guard as GuardName, facts, event) : [],
});

/** What the chart reads of a payment as the API sends it. */
export const subjectOfPayment = (p: {
  status: PaymentStatus;
  amount_cents: number;
  allocated_cents: number;
  paid_through_method: boolean;
}): PaymentSubject => ({
  stored: { status: p.status },
  facts: {
    amountCents: p.amount_cents,
    allocatedCents: p.allocated_cents,
    hasBankMethod: p.paid_through_method,
  },
});

/**
 * Whether the chart takes one allocation line back now, for this user: the reason is still to be
 * typed (a stand-in here), and whether a credit note closed its invoice the server knows.
 */
export const takesBackAllocation = (
  p: Parameters<typeof subjectOfPayment>[0],
  line: { amount_cents: number; reversal: unknown },
  user: User,
) =>
  accepts(paymentDefinition, subjectOfPayment(p), {
    type: 'payment.unallocate',
    user,
    amount_cents: line.amount_cents,
    reason: 'reason',
    reversed: line.reversal !== null,
    invoice_credited: false,
  });
