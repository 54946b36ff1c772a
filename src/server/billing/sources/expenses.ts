import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { expenseSides } from '../../../domain/billing/source-sides';
import type { ExpenseType } from '../../../resources/expenses/server';
import type { Tx } from '../../db/client';
import { assignments, expenses, jobs } from '../../db/schema';
import { writeTransaction, type NewItem } from '../transactions-write';
import { holdUninvoiced } from './hold-rest';
import { purchaseOrderOn } from './purchase-orders';
import type { BillingSource } from './source';

/**
 * Brings one expense's transactions up to date: approved, it is one `expense` item of its amount on
 * the sides its type and billable flag name (domain/billing/source-sides.ts); otherwise what it wrote
 * and is not invoiced goes on hold. Pass-through amounts carry no sales tax (no state).
 */
export async function syncExpense(tx: Tx, expenseId: string): Promise<void> {
  const [found] = await tx
    .select({ e: expenses, job_title: jobs.title })
    .from(expenses)
    .innerJoin(assignments, eq(assignments.id, expenses.assignment_id))
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .where(eq(expenses.id, expenseId));
  if (!found) return;
  const { e, job_title } = found;
  if (e.status !== 'approved') return holdUninvoiced(tx, 'expense', e.id);
  const sides = expenseSides({ type: e.type as ExpenseType, billable: e.billable });
  const description = [job_title, e.category ?? e.type].join(' · ');
  const common = {
    source_type: 'expense' as const,
    source_id: e.id,
    client_id: e.client_id,
    contractor_id: e.contractor_id,
    partner_id: e.partner_id,
    eor_id: e.eor_id,
    assignment_id: e.assignment_id,
    purchase_order_id: (await purchaseOrderOn(tx, e.client_id))(e.date),
    date: e.date,
    state: null,
    description,
  };
  const items: NewItem[] = [
    {
      kind: 'expense',
      description: e.description ?? 'Expense',
      hours_hundredths: null,
      rate_cents: null,
      amount_cents: e.amount_cents,
    },
  ];
  if (sides.pay)
    await writeTransaction(
      tx,
      { ...common, kind: 'pay', status: e.paid ? 'complete' : 'approved' },
      items,
    );
  // Billed before invoices lived here (by hand, on no invoice): complete, never invoiced again.
  if (sides.bill)
    await writeTransaction(
      tx,
      { ...common, kind: 'bill', status: e.billed ? 'complete' : 'approved' },
      items,
    );
}

/** Approved expenses of the clients' period as pay and bill transactions (one read finds them). */
export const expenseSource: BillingSource = {
  type: 'expense',
  async syncClientsPeriod(tx, clientIds, start, end) {
    if (!clientIds.length) return;
    const rows = await tx
      .select({ id: expenses.id })
      .from(expenses)
      .where(and(inArray(expenses.client_id, [...clientIds]), between(expenses.date, start, end)))
      .orderBy(asc(expenses.client_id), asc(expenses.id));
    for (const r of rows) await syncExpense(tx, r.id);
  },
};
