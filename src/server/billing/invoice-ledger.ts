import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { clients, invoices } from '../db/schema';
import { conflict } from '../lib/errors';

/** Invoices a payment may go to: sent and not fully paid. */
export const PAYABLE = ['open', 'partially_paid'] as const;

export const invoiceLabel = (i: { number: number | null; id: string }) => (i.number === null ? `Draft ${i.id.slice(0, 8)}` : `INV-${i.number}`);

/** The invoices, locked for this transaction in id order (two allocations never deadlock). */
export async function lockInvoices(tx: Tx, ids: readonly string[]) {
  if (!ids.length) return [];
  return tx.select().from(invoices).where(inArray(invoices.id, [...ids])).orderBy(asc(invoices.id)).for('update');
}

/**
 * The one place a payment moves an invoice: allocated up, remaining down, partially_paid or paid
 * (with its mark_paid_date). Conditional, so an invoice is never paid past what it owes.
 */
export async function applyToInvoice(tx: Tx, invoiceId: string, amountCents: number, today: string): Promise<void> {
  const remaining = sql`${invoices.remaining_cents} - ${amountCents}`;
  const updated = await tx
    .update(invoices)
    .set({
      allocated_cents: sql`${invoices.allocated_cents} + ${amountCents}`,
      remaining_cents: remaining,
      status: sql`case when ${remaining} = 0 then 'paid' else 'partially_paid' end`,
      mark_paid_date: sql`case when ${remaining} = 0 then ${today}::date else ${invoices.mark_paid_date} end`,
    })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, [...PAYABLE]), sql`${invoices.remaining_cents} >= ${amountCents}`))
    .returning({ id: invoices.id });
  if (updated.length !== 1) throw conflict('The invoice changed while this payment was applied; reload and try again.');
}

/** Open invoices with their client's name, oldest due first, narrowed by `where` (the caller's scope). */
export const openInvoices = (db: Db | Tx, where: SQL | undefined, limit = 100) =>
  db
    .select({ i: invoices, client_name: clients.entity_name })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.client_id))
    .where(and(inArray(invoices.status, [...PAYABLE]), gt(invoices.remaining_cents, 0), where))
    .orderBy(asc(invoices.due_date), asc(invoices.created_date), asc(invoices.id))
    .limit(limit);

export type OpenInvoiceRow = Awaited<ReturnType<typeof openInvoices>>[number];
