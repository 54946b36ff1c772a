import { setup } from 'xstate';
import { chartGuards } from '../kit/rules';
import type { TransactionEvent } from './transaction.events';
import { transactionRules as r, type TransactionFacts } from './transaction.rules';

/**
 * A pay or bill transaction (spec §4 statuses approved, hold, complete; §6 employers edit it). Billing
 * writes it approved and completes it when its invoice is sent or its paycheck paid; an employer may
 * hold it back from invoices and payroll and release it. States equal the `status` column.
 */
export const transactionWorkflow = setup({
  types: {
    context: {} as TransactionFacts,
    events: {} as TransactionEvent,
    input: {} as TransactionFacts,
  },
  guards: chartGuards(r),
}).createMachine({
  id: 'transaction',
  description:
    'A pay or bill transaction: ready for invoices and payroll, held back by an employer with a reason, or complete.',
  context: ({ input }) => input,
  initial: 'approved',
  states: {
    approved: {
      description: 'Ready: the next invoice or payroll run takes it.',
      on: {
        'transaction.hold': {
          target: 'hold',
          guard: 'canHoldTransaction',
          description: r.canHoldTransaction.description,
        },
      },
    },
    hold: {
      description: 'On hold: invoices and payroll skip it until it is released.',
      on: {
        'transaction.release': {
          target: 'approved',
          guard: 'canReleaseTransaction',
          description: r.canReleaseTransaction.description,
        },
      },
    },
    complete: {
      type: 'final',
      description:
        'Complete: its invoice was sent or its paycheck paid, so it can no longer be held.',
    },
  },
});
