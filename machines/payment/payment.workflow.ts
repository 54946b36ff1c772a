import { setup } from 'xstate';
import type { PaymentEvent } from './payment.events';
import { guardFailures, guardRules, type GuardName, type PaymentFacts } from './payment.rules';

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
