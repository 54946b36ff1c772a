import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { adjustments, expenses, transactions } from '../db/schema';
import { transitionInTx } from '../kit/workflow/perform';
import { adjustmentServer } from '../routes/adjustments/workflow';
import { expenseServer } from '../routes/expenses/workflow';
import { billingActor, billingOrigin } from './system-actor';

/**
 * A sent invoice bills what is on it: each expense it carries is marked billed and each adjustment
 * invoiced, through their own charts as the billing system (an event each, in the sending's
 * transaction). One already marked (an invoice voided and its lines sent again) is left as it is.
 */
export async function markSourcesInvoiced(tx: Tx, invoiceId: string, now: Date): Promise<void> {
  const on = await tx
    .select({ type: transactions.source_type, id: transactions.source_id })
    .from(transactions)
    .where(and(eq(transactions.invoice_id, invoiceId), eq(transactions.kind, 'bill')));
  const ids = (type: string) => on.filter((t) => t.type === type).map((t) => t.id);
  const origin = billingOrigin(now);
  const expenseIds = ids('expense');
  const unbilled = expenseIds.length
    ? await tx
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(inArray(expenses.id, expenseIds), eq(expenses.billed, false)))
    : [];
  for (const { id } of unbilled)
    await transitionInTx(tx, expenseServer, null, id, {
      event: { type: 'expense.markBilled', user: billingActor },
      action: 'mark_billed',
      origin,
    });
  const adjustmentIds = ids('adjustment');
  const approved = adjustmentIds.length
    ? await tx
        .select({ id: adjustments.id })
        .from(adjustments)
        .where(and(inArray(adjustments.id, adjustmentIds), eq(adjustments.status, 'approved')))
    : [];
  for (const { id } of approved)
    await transitionInTx(tx, adjustmentServer, null, id, {
      event: { type: 'adjustment.markInvoiced', user: billingActor },
      action: 'mark_invoiced',
      origin,
    });
}
