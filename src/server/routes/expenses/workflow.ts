import {
  expenseDefinition,
  type ExpenseStored,
} from '../../../../machines/expense/expense.definition';
import type { ExpenseFacts } from '../../../../machines/expense/expense.rules';
import { Expense, type ExpenseType } from '../../../domain/contracts/expenses';
import { ActionTexts } from '../../../domain/contracts/workflow';
import { expenses } from '../../db/schema';
import { defineWorkflowServer } from '../../kit/workflow/server';
import { expenseEvents } from './event-payloads';
import { projectExpense, type ExpenseRow } from './projection';
import { joined, toDto, type JoinedExpense } from './queries';

export const factsOf = (r: JoinedExpense): ExpenseFacts => ({
  type: r.e.type as ExpenseType,
  billable: r.e.billable,
  reviewed: r.e.reviewed,
  billed: r.e.billed,
  on_invoice: r.on_invoice,
  paid: r.e.paid,
  receipts: Number(r.receipts),
});

/** The expense lifecycle on the server: the shared definition plus its table, DTO, reducer and event payloads. */
export const expenseServer = defineWorkflowServer({
  definition: expenseDefinition,
  apiPath: '/expenses',
  itemKey: 'expense',
  item: Expense,
  actionBody: ActionTexts,
  rows: joined,
  id: expenses.id,
  scope: expenses,
  toDto,
  row: (r: JoinedExpense) => r.e,
  storedOf: (row: ExpenseRow): ExpenseStored => ({ status: row.status as ExpenseStored['status'] }),
  facts: factsOf,
  // What the guards read as it stood after each event; receipts are counted as they are today.
  factsAt: (r, row) => factsOf({ ...r, e: row }),
  table: expenses,
  reduce: projectExpense,
  events: expenseEvents,
});
