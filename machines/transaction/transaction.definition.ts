import type { Transaction } from '../../src/domain/contracts/transactions';
import {
  transactionActionMeta,
  type TransactionAction,
} from '../../src/domain/policy/transactions';
import { ruleFailures } from '../kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { transactionEventForAction, type TransactionEvent } from './transaction.events';
import { transactionRules, type TransactionFacts } from './transaction.rules';
import { transactionWorkflow } from './transaction.workflow';

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
