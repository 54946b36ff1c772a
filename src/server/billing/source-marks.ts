import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import type { Tx } from '../db/client';
import { adjustments, expenses, transactions } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { transitionInTx } from '../kit/workflow/perform';
import { adjustmentServer } from '../routes/adjustments/workflow';
import { expenseServer } from '../routes/expenses/workflow';
import { billingActor, billingOrigin } from './system-actor';

/** What marking does to each kind of source: the chart event and, for expenses, which are not yet marked. */
interface Marks {
  expense: {
    type: 'expense.markBilled' | 'expense.markPaid';
    action: 'mark_billed' | 'paid';
    unmarked: SQL;
  };
  adjustment: {
    type: 'adjustment.markInvoiced' | 'adjustment.markPaid';
    action: 'mark_invoiced' | 'mark_paid';
  };
}

/**
 * Marks the expenses and adjustments among `sources` through their own charts as a system actor, in
 * the caller's transaction: an expense not yet marked, an adjustment still approved. One already
 * marked (an invoice voided and sent again, a run retried) is left as it is.
 */
export async function markSources(
  tx: Tx,
  sources: readonly { source_type: string; source_id: string }[],
  marks: Marks,
  user: User,
  origin: EventOrigin,
): Promise<void> {
  const ids = (type: string) =>
    sources.filter((t) => t.source_type === type).map((t) => t.source_id);
  const expenseIds = ids('expense');
  const unmarked = expenseIds.length
    ? await tx
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(inArray(expenses.id, expenseIds), marks.expense.unmarked))
    : [];
  for (const { id } of unmarked)
    await transitionInTx(tx, expenseServer, null, id, {
      event: { type: marks.expense.type, user },
      action: marks.expense.action,
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
      event: { type: marks.adjustment.type, user },
      action: marks.adjustment.action,
      origin,
    });
}

/** A sent invoice bills what is on it: its expenses marked billed, its adjustments invoiced. */
export async function markSourcesInvoiced(tx: Tx, invoiceId: string, now: Date): Promise<void> {
  const on = await tx
    .select({ source_type: transactions.source_type, source_id: transactions.source_id })
    .from(transactions)
    .where(and(eq(transactions.invoice_id, invoiceId), eq(transactions.kind, 'bill')));
  await markSources(
    tx,
    on,
    {
      expense: {
        type: 'expense.markBilled',
        action: 'mark_billed',
        unmarked: eq(expenses.billed, false),
      },
      adjustment: { type: 'adjustment.markInvoiced', action: 'mark_invoiced' },
    },
    billingActor,
    billingOrigin(now),
  );
}
