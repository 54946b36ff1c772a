import { z } from 'zod';
import { ActionTexts } from '../../domain/contracts/workflow';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import {
  expenseDefinition,
  type ExpenseEventType,
  type ExpenseFacts,
  type ExpenseStored,
} from './chart';
import { Expense, ExpenseStatus, type ExpenseType } from './contract';
import { expensesForm } from './form';
import { projectExpense, type ExpenseRow } from './projection';
import { joined, toDto, type JoinedExpense } from './queries';
import { expenses } from './table';

const step = transitionPayload(z.strictObject({ status: ExpenseStatus }));
const fields = expensesForm.input.omit({ assignment_id: true });

/** What each expense event records; the store refuses any other payload. */
export const expensePayloads = {
  'expense.created': z.strictObject({
    id: z.uuid(),
    assignment_id: z.uuid(),
    contractor_id: z.uuid(),
    client_id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    ...fields.required({ type: true, amount_cents: true, date: true }).shape,
  }),
  'expense.edit': step.extend(fields.partial().shape),
  'expense.submit': step,
  'expense.review': step,
  'expense.approve': step,
  'expense.reject': step.extend({ reason: z.string().min(1) }),
  'expense.unapprove': step,
  'expense.markBilled': step,
  'expense.unmarkBilled': step.extend({ invoice_id: z.uuid() }),
  'expense.markPaid': step,
} satisfies Record<ExpenseEventType | 'expense.created', z.ZodType<Record<string, unknown>>>;

export const expenseEvents: EventStream = {
  type: expenseDefinition.name,
  payloads: expensePayloads,
};

export const factsOf = (r: JoinedExpense): ExpenseFacts => ({
  type: r.e.type as ExpenseType,
  billable: r.e.billable,
  reviewed: r.e.reviewed,
  billed: r.e.billed,
  on_invoice: r.on_invoice,
  paid: r.e.paid,
  receipts: Number(r.receipts),
});

/**
 * The expense lifecycle on the server: the shared definition plus its table, DTO, reducer and event
 * payloads. Billing, payroll, notifications and the seed record expense transitions through it.
 */
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
