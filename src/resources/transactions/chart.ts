import { setup } from 'xstate';
import { z } from 'zod';
import {
  capabilityCheck,
  chartGuards,
  ruleFailures,
  type Check,
  type GuardRule,
} from '../../../machines/kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { ActionTexts } from '../../domain/contracts/workflow';
import { transactionActionMeta, type Transaction, type TransactionAction } from './contract';

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

/** What the guards read of a stored transaction beyond its status; JSON-serialisable. */
export interface TransactionFacts {
  /** It is on an invoice, even a draft one: generation already counted it. */
  on_invoice: boolean;
  /** Held by an employer with a reason, not by billing because its source is no longer approved. */
  held_by_hand: boolean;
}

type TransactionCheck = Check<TransactionFacts, TransactionEvent>;
const may = (action: keyof typeof transactionActionMeta) =>
  capabilityCheck<TransactionFacts, TransactionEvent>(transactionActionMeta[action]);

const hasReason: TransactionCheck = (_f, e) =>
  'reason' in e && e.reason ? null : 'It needs a reason.';
const notOnInvoice: TransactionCheck = (f) =>
  f.on_invoice ? 'It is on a draft invoice; remove it from the draft first.' : null;
const heldByHand: TransactionCheck = (f) =>
  f.held_by_hand
    ? null
    : 'It is on hold because its timesheet, expense or adjustment is no longer approved; approve that again instead.';

/** Every guard of the chart, by capability, with its business rule in words. */
export const transactionRules = {
  canHoldTransaction: {
    description:
      'An employer holds an approved transaction back from invoices and payroll, with a reason, while it is on no invoice.',
    checks: [may('hold'), hasReason, notOnInvoice],
  },
  canReleaseTransaction: {
    description:
      'An employer releases a transaction they held, so invoices and payroll take it again.',
    checks: [may('release'), heldByHand],
  },
} satisfies Record<string, GuardRule<TransactionFacts, TransactionEvent>>;

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
  guards: chartGuards(transactionRules),
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
          description: transactionRules.canHoldTransaction.description,
        },
      },
    },
    hold: {
      description: 'On hold: invoices and payroll skip it until it is released.',
      on: {
        'transaction.release': {
          target: 'approved',
          guard: 'canReleaseTransaction',
          description: transactionRules.canReleaseTransaction.description,
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

export type TransactionStatus = Transaction['status'];

/** The stored column that holds the chart's state. */
export interface TransactionStored {
  status: TransactionStatus;
}

export type TransactionSubject = WorkflowSubject<TransactionStored, TransactionFacts>;

/** Holding and releasing a transaction as the workflow kit reads it: one definition for the browser and the server. */
export const transactionDefinition = defineWorkflow<
  TransactionStored,
  TransactionFacts,
  TransactionAction,
  TransactionEvent
>({
  name: 'transaction',
  plural: 'transactions',
  chart: transactionWorkflow,
  actions: transactionActionMeta,
  eventFor: (action, user, texts) =>
    ({ type: transactionEventForAction[action], user, reason: texts.reason }) as TransactionEvent,
  stateValue: (s) => s.status,
  storedOf: (snapshot) => ({ status: snapshot.value as TransactionStatus }),
  stateLabel: (s) => s.status,
  guardFailures: (guard, facts, event) => ruleFailures(transactionRules, guard, facts, event),
});

/** What the chart reads of a transaction as the API sends it, so the browser can ask the chart itself. */
export const subjectOfTransaction = (
  t: Pick<Transaction, 'status' | 'invoice_id' | 'hold_reason'>,
): TransactionSubject => ({
  stored: { status: t.status },
  facts: { on_invoice: t.invoice_id !== null, held_by_hand: t.hold_reason !== null },
});
