import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { clients, invoices } from '../db/schema';
import { numberLabel } from './numbering';

/** Invoices a payment may go to: sent and not fully paid. */
export const PAYABLE = ['open', 'partially_paid'] as const;

/** How billing numbers an invoice (INV-000123), for references and allocations. */
export const invoiceLabel = (i: {
  number: number | null;
  invoice_type: 'invoice' | 'credit_note';
}) => numberLabel(i.number, i.invoice_type);

/** The invoices, locked for this transaction in id order (two allocations never deadlock). */
export async function lockInvoices(tx: Tx, ids: readonly string[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...ids]))
    .orderBy(asc(invoices.id))
    .for('update');
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
