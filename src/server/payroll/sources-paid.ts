import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { adjustments, expenses } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { transitionInTx } from '../kit/workflow/perform';
import { adjustmentServer } from '../routes/adjustments/workflow';
import { expenseServer } from '../routes/expenses/workflow';
import { payrollActor } from './actor';

/**
 * A paycheck pays the expenses and pay adjustments on it: each is marked paid through its own chart
 * as the payroll job, in the paycheck's transaction. One already paid (a run retried) is left alone.
 */
export async function markSourcesPaid(
  tx: Tx,
  paid: readonly { source_type: string; source_id: string }[],
  origin: EventOrigin,
): Promise<void> {
  const ids = (type: string) => paid.filter((t) => t.source_type === type).map((t) => t.source_id);
  const expenseIds = ids('expense');
  const unpaid = expenseIds.length
    ? await tx
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(inArray(expenses.id, expenseIds), eq(expenses.paid, false)))
    : [];
  for (const { id } of unpaid)
    await transitionInTx(tx, expenseServer, null, id, {
      event: { type: 'expense.markPaid', user: payrollActor },
      action: 'paid',
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
      event: { type: 'adjustment.markPaid', user: payrollActor },
      action: 'mark_paid',
      origin,
    });
}
