import type { Subscriber } from '../events/subscriber';
import { adjustmentEvents } from '../../resources/adjustments/server';
import { expenseEvents } from '../../resources/expenses/server';
import { syncAdjustment } from './sources/adjustments';
import { syncExpense } from './sources/expenses';

/**
 * Approved expenses and adjustments become transactions as soon as the decision commits, and the
 * later decisions on them (unapprove, reverse, paid) reach their transactions the same way, so
 * payroll sees pay before any invoice is generated. Idempotent (unique per kind and source).
 */
export const expenseTransactions: Subscriber = {
  name: 'billing.expense-transactions',
  streamType: expenseEvents.type,
  types: ['expense.approve', 'expense.unapprove', 'expense.markPaid'],
  handle: ({ tx, event }) => syncExpense(tx, event.stream_id),
};

export const adjustmentTransactions: Subscriber = {
  name: 'billing.adjustment-transactions',
  streamType: adjustmentEvents.type,
  types: ['adjustment.approve', 'adjustment.reverse', 'adjustment.markPaid'],
  handle: ({ tx, event }) => syncAdjustment(tx, event.stream_id),
};
