import { setup, type SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { accepts, defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { formatMoney } from '../../domain/format/format';
import { canEditPayments } from '../../domain/policy/capabilities';
import { decideAction } from '../../domain/workflow/action-meta';
import {
  paymentActionMeta,
  removeAllocationMeta,
  type PaymentAction,
  type PaymentStatus,
} from './contract';

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

/** Facts of the stored payment that the rules read; JSON-serialisable. */
export interface PaymentFacts {
  amountCents: number;
  allocatedCents: number;
  /** Paid through a payment method, so the bank can be asked again. */
  hasBankMethod: boolean;
}

type Check = (facts: PaymentFacts, event: PaymentEvent) => string | null;

const may =
  (action: keyof typeof paymentActionMeta): Check =>
  (_f, e) => {
    const d = decideAction(paymentActionMeta[action], e.user);
    return d.allowed ? null : d.reason;
  };
const admin: Check = (_f, e) =>
  canEditPayments(e.user)
    ? null
    : 'Only admins allocate payments (spec §6: payments are edited by admin).';
const throughBank: Check = (f) =>
  f.hasBankMethod
    ? null
    : 'It was not paid through a payment method, so there is no bank transfer to retry.';
const allocation = (e: PaymentEvent) => (e.type === 'payment.allocate' ? e : null);
const positive: Check = (_f, e) =>
  (allocation(e)?.amount_cents ?? 0) > 0 ? null : 'An allocation must be more than $0.00.';
const withinPayment: Check = (f, e) => {
  const left = f.amountCents - f.allocatedCents;
  return (allocation(e)?.amount_cents ?? 0) <= left
    ? null
    : `Only ${formatMoney(left)} of this payment is left to allocate.`;
};
const withinInvoice: Check = (_f, e) => {
  const a = allocation(e);
  if (!a) return null;
  if (a.invoice_remaining_cents <= 0)
    return 'The invoice is not open for payment (draft, void or already paid).';
  return a.amount_cents <= a.invoice_remaining_cents
    ? null
    : `The invoice has only ${formatMoney(a.invoice_remaining_cents)} left to pay.`;
};

const removal = (e: PaymentEvent) => (e.type === 'payment.unallocate' ? e : null);
const mayRemove: Check = (_f, e) => {
  const d = decideAction(removeAllocationMeta, e.user);
  return d.allowed ? null : d.reason;
};
const hasReason: Check = (_f, e) =>
  removal(e)?.reason.trim() ? null : 'Removing an allocation needs a reason.';
const notReversed: Check = (_f, e) =>
  removal(e)?.reversed ? 'This allocation was already removed.' : null;
const notCredited: Check = (_f, e) =>
  removal(e)?.invoice_credited
    ? 'A credit note has closed the invoice since: the allocation can no longer be taken back.'
    : null;
const withinAllocated: Check = (f, e) => {
  const r = removal(e);
  // A line already taken back is refused for that alone.
  if (!r || r.reversed) return null;
  return r.amount_cents > 0 && r.amount_cents <= f.allocatedCents
    ? null
    : `Only ${formatMoney(f.allocatedCents)} of this payment is allocated.`;
};

/** Every guard of the chart, by capability, with its business rule in words. */
export const guardRules = {
  canMarkReceived: {
    description: 'Admins mark a payment received once the money is in the bank.',
    checks: [may('mark_received')],
  },
  canRetryPayment: {
    description: 'Admins or the paying client ask the bank again after a failed transfer.',
    checks: [may('retry'), throughBank],
  },
  canCancelPayment: {
    description: 'Admins cancel a payment that never arrived.',
    checks: [may('cancel')],
  },
  canAllocatePayment: {
    description:
      'Admins apply a settled payment to open invoices, never more than is left of the payment nor more than an invoice owes.',
    checks: [admin, positive, withinPayment, withinInvoice],
  },
  canUnallocatePayment: {
    description:
      'Admins take back one allocation of a settled payment, with a reason, unless a credit note has closed its invoice since: the line is kept, marked reversed.',
    checks: [mayRemove, hasReason, notReversed, withinAllocated, notCredited],
  },
} satisfies Record<string, { description: string; checks: Check[] }>;

export type GuardName = keyof typeof guardRules;

export function guardFailures(name: GuardName, facts: PaymentFacts, event: PaymentEvent): string[] {
  return guardRules[name].checks.map((c) => c(facts, event)).filter((r): r is string => r !== null);
}

const guard =
  (name: GuardName) =>
  ({ context, event }: { context: PaymentFacts; event: PaymentEvent }) =>
    guardFailures(name, context, event).length === 0;

const guards = Object.fromEntries(
  (Object.keys(guardRules) as GuardName[]).map((n) => [n, guard(n)]),
) as Record<GuardName, ReturnType<typeof guard>>;

/**
 * One payment's lifecycle. States equal the DB `status`. Money through a payment method goes
 * pending → processing (a bank transfer) → settled or failed; money found on a bank statement is
 * marked received by an admin. Only settled money is allocated to invoices.
 */
export const paymentWorkflow = setup({
  types: { context: {} as PaymentFacts, events: {} as PaymentEvent, input: {} as PaymentFacts },
  guards,
}).createMachine({
  id: 'payment',
  description: 'A payment from the money arriving to its allocation across invoices.',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      description: 'Recorded, the money not yet confirmed: it cannot be allocated yet.',
      on: {
        'payment.submit': {
          target: 'processing',
          description: 'The payer paid through a payment method: the bank transfer starts.',
        },
        'payment.markReceived': {
          target: 'settled',
          guard: 'canMarkReceived',
          description: guardRules.canMarkReceived.description,
        },
        'payment.cancel': {
          target: 'cancelled',
          guard: 'canCancelPayment',
          description: guardRules.canCancelPayment.description,
        },
      },
    },
    processing: {
      description:
        'The bank transfer is under way: it can be neither allocated nor cancelled until the bank answers.',
      on: {
        'payment.settle': { target: 'settled', description: 'The bank reports the transfer paid.' },
        'payment.fail': { target: 'failed', description: 'The bank reports the transfer failed.' },
      },
    },
    failed: {
      description: 'The bank transfer failed: retry it or cancel the payment.',
      on: {
        'payment.retry': {
          target: 'processing',
          guard: 'canRetryPayment',
          description: guardRules.canRetryPayment.description,
        },
        'payment.cancel': {
          target: 'cancelled',
          guard: 'canCancelPayment',
          description: guardRules.canCancelPayment.description,
        },
      },
    },
    settled: {
      description:
        'The money is in: it is allocated to invoices (an allocation may be taken back), and can no longer be cancelled.',
      on: {
        'payment.allocate': {
          target: 'settled',
          guard: 'canAllocatePayment',
          description: guardRules.canAllocatePayment.description,
        },
        'payment.unallocate': {
          target: 'settled',
          guard: 'canUnallocatePayment',
          description: guardRules.canUnallocatePayment.description,
        },
      },
    },
    cancelled: {
      type: 'final',
      description: 'Cancelled: kept for the audit trail; nothing more can happen to it.',
    },
  },
});

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
