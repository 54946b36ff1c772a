import { ActionTexts } from '../../domain/contracts/workflow';
import { z } from 'zod';
import type { ProjectedEvent } from '../../server/kit/workflow/server';
import { defineStatusWorkflowServer } from '../../server/kit/workflow/status';
import { expenseFields, expenseStatusWorkflow, type ExpenseFacts } from './chart';
import { expensesResource, type ExpenseType } from './contract';
import { joined, toDto, type ExpenseRow, type JoinedExpense } from './queries';
import { expenses } from './table';

export type { ExpenseRow };

const pick = (p: Record<string, unknown>): Partial<ExpenseRow> =>
  Object.fromEntries(
    Object.keys(expenseFields.shape)
      .filter((f) => f in p)
      .map((f) => [f, p[f]]),
  ) as Partial<ExpenseRow>;

/** What each event sets beyond its status and the time the kit stamps. */
const projected = (e: ProjectedEvent): Partial<ExpenseRow> => {
  switch (e.type) {
    case 'expense.edit':
      return pick(e.payload);
    // A resubmission leaves the last rejection behind.
    case 'expense.submit':
      return { rejection_reason: null, rejected_at: null };
    case 'expense.review':
      return { reviewed: true };
    case 'expense.approve':
      return { approval_email: (e.payload.actor_email as string | null | undefined) ?? null };
    case 'expense.reject':
      return { rejection_reason: (e.payload.reason as string | undefined) ?? null };
    case 'expense.unapprove':
      return { approved_at: null, approval_email: null };
    case 'expense.markBilled':
      return { billed: true };
    case 'expense.unmarkBilled':
      return { billed: false, billed_at: null };
    case 'expense.markPaid':
      return { paid: true };
    default:
      return {};
  }
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
 * The expense lifecycle on the server: its chart's declaration plus its rows, DTO and creation. The
 * kit projects the status and each step's time; `project` the rest (`projected`), and every event
 * moves `updated_at`. Billing, payroll, notifications and the seed record expense transitions
 * through it.
 */
export const expenseServer = defineStatusWorkflowServer({
  workflow: expenseStatusWorkflow,
  resource: expensesResource,
  created: z.strictObject({
    id: z.uuid(),
    assignment_id: z.uuid(),
    contractor_id: z.uuid(),
    client_id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    ...expenseFields.required({ type: true, amount_cents: true, date: true }).shape,
  }),
  // Whoever enters it is its entrant; what the form left out is empty, and billable by default.
  createdRow: (p, e) => ({
    category: null,
    description: null,
    business_purpose: null,
    acceptance_chance: null,
    billable: true,
    ...p,
    reviewed: false,
    billed: false,
    paid: false,
    submitted_at: null,
    approved_at: null,
    approval_email: null,
    rejection_reason: null,
    rejected_at: null,
    billed_at: null,
    paid_at: null,
    entered_by_user_id: e.actor_user_id,
    updated_at: e.occurred_at,
  }),
  project: (_row, e) => ({ updated_at: e.occurred_at, ...projected(e) }),
  actionBody: ActionTexts,
  rows: joined,
  scope: expenses,
  toDto,
  row: (r: JoinedExpense) => r.e,
  facts: factsOf,
  // What the guards read as it stood after each event; receipts are counted as they are today.
  factsAt: (r, row) => factsOf({ ...r, e: row }),
  table: expenses,
});

export const expenseEvents = expenseServer.events;
