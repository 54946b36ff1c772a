import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Subscriber } from '../events/subscriber';
import type { User } from '../../domain/contracts/user';
import type { Tx } from '../db/client';
import { adjustments, expenses, transactions } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { transitionInTx } from '../kit/workflow/perform';
import { adjustmentServer } from '../../resources/adjustments/server';
import { expenseServer } from '../../resources/expenses/server';
import { billingActor, billingOrigin } from './system-actor';

/** One kind of source's mark: the chart event, the action named in refusals, and which rows take it. */
interface Mark<T extends string, A extends string> {
  type: T;
  action: A;
  /** The sources among those named that the mark applies to (one already marked is left as it is). */
  which: SQL;
}

interface Marks {
  expense: Mark<
    'expense.markBilled' | 'expense.markPaid' | 'expense.unmarkBilled',
    'mark_billed' | 'paid' | 'unmark_billed'
  >;
  adjustment: Mark<
    'adjustment.markInvoiced' | 'adjustment.markPaid' | 'adjustment.unmarkInvoiced',
    'mark_invoiced' | 'mark_paid' | 'unmark_invoiced'
  >;
  /** What each event records beyond its step (the voided invoice an unmarking answers). */
  payload?: Record<string, unknown>;
}

/**
 * Marks the expenses and adjustments among `sources` through their own charts as a system actor, in
 * the caller's transaction, those that `which` selects: a run retried or an invoice voided and sent
 * again finds the ones already marked and leaves them as they are.
 */
export async function markSources(
  tx: Tx,
  sources: readonly { source_type: string; source_id: string }[],
  marks: Marks,
  user: User,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  const ids = (type: string) =>
    sources.filter((t) => t.source_type === type).map((t) => t.source_id);
  const extra = () => marks.payload ?? {};
  const expenseIds = ids('expense');
  const expenseRows = expenseIds.length
    ? await tx
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(inArray(expenses.id, expenseIds), marks.expense.which))
    : [];
  for (const { id } of expenseRows)
    await transitionInTx(
      tx,
      expenseServer,
      null,
      id,
      {
        event: { type: marks.expense.type, user },
        action: marks.expense.action,
        origin,
        extra,
      },
      deliverTo,
    );
  const adjustmentIds = ids('adjustment');
  const adjustmentRows = adjustmentIds.length
    ? await tx
        .select({ id: adjustments.id })
        .from(adjustments)
        .where(and(inArray(adjustments.id, adjustmentIds), marks.adjustment.which))
    : [];
  for (const { id } of adjustmentRows)
    await transitionInTx(
      tx,
      adjustmentServer,
      null,
      id,
      {
        event: { type: marks.adjustment.type, user },
        action: marks.adjustment.action,
        origin,
        extra,
      },
      deliverTo,
    );
}

/** The expenses and adjustments whose bill is on an invoice. */
const billsOn = (tx: Tx, invoiceId: string) =>
  tx
    .select({ source_type: transactions.source_type, source_id: transactions.source_id })
    .from(transactions)
    .where(and(eq(transactions.invoice_id, invoiceId), eq(transactions.kind, 'bill')));

/** A sent invoice bills what is on it: its expenses marked billed, its adjustments invoiced. */
export async function markSourcesInvoiced(
  tx: Tx,
  invoiceId: string,
  now: Date,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  await markSources(
    tx,
    await billsOn(tx, invoiceId),
    {
      expense: {
        type: 'expense.markBilled',
        action: 'mark_billed',
        which: eq(expenses.billed, false),
      },
      adjustment: {
        type: 'adjustment.markInvoiced',
        action: 'mark_invoiced',
        which: eq(adjustments.status, 'approved'),
      },
    },
    billingActor,
    billingOrigin(now),
    deliverTo,
  );
}

/**
 * A voided invoice bills nothing: the expenses and adjustments it freed (`freed`, its bills as they
 * were on it) are no longer billed, each through its chart with the invoice named, so the next
 * generation invoices them again. A draft never marked them: nothing is selected.
 */
export async function unmarkSourcesInvoiced(
  tx: Tx,
  invoiceId: string,
  freed: readonly { source_type: string; source_id: string }[],
  now: Date,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  await markSources(
    tx,
    freed,
    {
      expense: {
        type: 'expense.unmarkBilled',
        action: 'unmark_billed',
        which: eq(expenses.billed, true),
      },
      adjustment: {
        type: 'adjustment.unmarkInvoiced',
        action: 'unmark_invoiced',
        which: eq(adjustments.status, 'invoiced'),
      },
      payload: { invoice_id: invoiceId },
    },
    billingActor,
    billingOrigin(now),
    deliverTo,
  );
}
