import type { Expense, ExpenseStatus } from '../../src/domain/contracts/expenses';
import { expenseActionMeta, type ExpenseAction } from '../../src/domain/policy/expense-decisions';
import { defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { eventForAction, type ExpenseEvent } from './expense.events';
import { guardFailures, guardRules, type ExpenseFacts, type GuardName } from './expense.rules';
import { expenseWorkflow } from './expense.workflow';

/** The stored column that holds the chart's state. */
export interface ExpenseStored {
  status: ExpenseStatus;
}

export type ExpenseSubject = WorkflowSubject<ExpenseStored, ExpenseFacts>;

/** The expense lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const expenseDefinition = defineWorkflow<
  ExpenseStored,
  ExpenseFacts,
  ExpenseAction,
  ExpenseEvent
>({
  name: 'expense',
  plural: 'expenses',
  chart: expenseWorkflow,
  actions: expenseActionMeta,
  eventFor: (action, user, texts) =>
    ({ type: eventForAction[action], user, reason: texts.reason }) as ExpenseEvent,
  stateValue: (stored) => stored.status,
  storedOf: (snapshot) => ({ status: snapshot.value as ExpenseStatus }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) =>
    guard in guardRules ? guardFailures(guard as GuardName, facts, event) : [],
});

/** What the chart reads of an expense as the API sends it, so the browser can ask the chart itself. */
export const subjectOfExpense = (
  e: Pick<
    Expense,
    'status' | 'type' | 'billable' | 'reviewed' | 'billed' | 'on_invoice' | 'paid' | 'receipt_count'
  >,
): ExpenseSubject => ({
  stored: { status: e.status },
  facts: {
    type: e.type,
    billable: e.billable,
    reviewed: e.reviewed,
    billed: e.billed,
    on_invoice: e.on_invoice,
    paid: e.paid,
    receipts: e.receipt_count,
  },
});
