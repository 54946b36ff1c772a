import { count, eq, sql, sum } from 'drizzle-orm';
import { onInvoice } from '../../server/billing/on-invoice';
import type { Db, Tx } from '../../server/db/client';
import { assignments, clients, jobs, users } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import { isoInstant } from '../../server/lib/instant';
import type { Expense, ExpenseType } from './contract';
import type { expensesQuery } from './query';
import { expenseReceipts, expenses } from './table';

/** One expense as its table holds it: the projection of its event stream. */
export type ExpenseRow = typeof expenses.$inferSelect;

export interface JoinedExpense {
  e: ExpenseRow;
  client_name: string;
  job_title: string;
  first_name: string | null;
  last_name: string | null;
  receipts: number;
  on_invoice: boolean;
}

/** An expense with what its page shows beside it: client, job, contractor's name, how many receipts. */
export function joined(db: Db | Tx) {
  return db
    .select({
      e: expenses,
      client_name: clients.entity_name,
      job_title: jobs.title,
      first_name: users.first_name,
      last_name: users.last_name,
      receipts: sql<number>`(select count(*)::int from ${expenseReceipts} where ${expenseReceipts.expense_id} = ${expenses.id})`,
      on_invoice: onInvoice('expense', expenses.id),
    })
    .from(expenses)
    .innerJoin(clients, eq(clients.id, expenses.client_id))
    .innerJoin(assignments, eq(assignments.id, expenses.assignment_id))
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .leftJoin(users, eq(users.contractor_id, expenses.contractor_id));
}

const iso = (v: string | null) => (v ? isoInstant(v) : null);

export function toDto(r: JoinedExpense): Expense {
  const e = r.e;
  return {
    id: e.id,
    assignment_id: e.assignment_id,
    contractor_id: e.contractor_id,
    contractor_name: [r.first_name, r.last_name].filter(Boolean).join(' ') || '--',
    client_id: e.client_id,
    client_name: r.client_name,
    partner_id: e.partner_id,
    job_title: r.job_title,
    type: e.type as ExpenseType,
    amount_cents: e.amount_cents,
    date: e.date,
    category: e.category,
    description: e.description,
    business_purpose: e.business_purpose,
    acceptance_chance: e.acceptance_chance,
    reviewed: e.reviewed,
    billable: e.billable,
    status: e.status as Expense['status'],
    billed: e.billed,
    on_invoice: r.on_invoice,
    paid: e.paid,
    receipt_count: Number(r.receipts),
    submitted_at: iso(e.submitted_at),
    approved_at: iso(e.approved_at),
    approval_email: e.approval_email,
    rejection_reason: e.rejection_reason,
    rejected_at: iso(e.rejected_at),
    version: e.version,
    created_at: iso(e.created_at) ?? '',
    updated_at: iso(e.updated_at) ?? '',
  };
}

type Totals = { n: number; amount: string | null };

/** The expense list on the list kit: joins for the rows, the expenses table alone for count and sum. */
export const expenseListServer: ResourceServer<
  JoinedExpense,
  Expense,
  typeof expensesQuery,
  Totals
> = {
  query: {
    rows: (db) => joined(db).$dynamic(),
    keys: (db) => db.select({ id: expenses.id }).from(expenses).$dynamic(),
    count: (db) =>
      db
        .select({ n: count(), amount: sum(expenses.amount_cents) })
        .from(expenses)
        .$dynamic(),
    // PostgreSQL sums integers exactly (as numeric); cents stay whole numbers.
    totals: ({ amount }) => ({ total_amount_cents: Number(amount ?? 0) }),
    id: expenses.id,
    filters: {
      status: expenses.status,
      type: expenses.type,
      reviewed: expenses.reviewed,
      paid: expenses.paid,
      date: expenses.date,
      contractor_id: expenses.contractor_id,
      client_id: expenses.client_id,
      category: expenses.category,
    },
    sorts: {
      date: [expenses.date],
      amount: [expenses.amount_cents],
      status: [expenses.status, expenses.date],
      created: [expenses.created_at],
    },
  },
  scope: expenses,
  toDto,
};
