import { and, eq } from 'drizzle-orm';
import type { InvoiceDetail } from '../../resources/invoices/server';
import type { Db, Tx } from '../db/client';
import { invoices } from '../db/schema';
import { invoiceIssuer } from './invoice-issuer';
import { invoicePdf } from './invoice-pdf';
import { numberLabel } from './numbering';

/** The credit notes taken on an invoice, oldest first, each with the amount it credits. */
async function creditsOf(db: Db | Tx, invoiceId: string) {
  const rows = await db
    .select({ number: invoices.number, cents: invoices.total_due_cents })
    .from(invoices)
    .where(
      and(eq(invoices.credited_invoice_id, invoiceId), eq(invoices.invoice_type, 'credit_note')),
    )
    .orderBy(invoices.number);
  return rows.map((r) => ({ number_label: numberLabel(r.number, 'credit_note'), cents: r.cents }));
}

/**
 * The invoice's PDF rendered from the invoice as it is now (status, paid, remaining, credits), so a
 * download after a payment, a credit note or a void says so; the copy stored at sending is what
 * the client was sent, kept apart.
 */
export async function currentInvoicePdf(db: Db | Tx, invoice: InvoiceDetail): Promise<Buffer> {
  // One after the other: inside a transaction both share its one connection.
  const issuer = await invoiceIssuer(db, invoice);
  return invoicePdf(invoice, issuer, await creditsOf(db, invoice.id));
}
