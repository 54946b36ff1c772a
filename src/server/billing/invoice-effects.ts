import { eq } from 'drizzle-orm';
import type { Subscriber } from '../events/subscriber';
import type { InvoiceAction } from '../../resources/invoices/server';
import type { Tx } from '../db/client';
import { transactions } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { insertInvoice } from './invoice-insert';
import type { InvoiceRow } from './invoice-projection';
import { nextInvoiceNumber, numberLabel } from './numbering';
import { markSourcesInvoiced, unmarkSourcesInvoiced } from './source-marks';
import { setInvoiceLock } from './timesheet-lock';

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * What an invoice action records beyond its reason, in its transaction: sending takes the issuer's
 * next number and sets the due date from the payment terms; a credit note is issued (numbered, paid
 * at once) for what remains, and the invoice records it.
 */
export async function invoiceRecordsAlso(
  tx: Tx,
  action: InvoiceAction,
  i: InvoiceRow,
  origin: EventOrigin,
  reason: string,
  deliverTo: readonly Subscriber[],
): Promise<Record<string, unknown>> {
  const today = origin.occurredAt.toISOString().slice(0, 10);
  if (action === 'send') {
    return {
      number: await nextInvoiceNumber(tx, i.issuer_key),
      due_date: addDays(today, i.payment_terms_net_days),
    };
  }
  if (action !== 'credit') return {};
  const cents = i.remaining_cents;
  const credit_note_id = await insertInvoice(
    tx,
    {
      client_id: i.client_id,
      partner_id: i.partner_id,
      eor_id: i.eor_id,
      issuer_key: i.issuer_key,
      payer: i.payer,
      purchase_order_id: i.purchase_order_id,
      period_start: i.period_start,
      period_end: i.period_end,
      payment_terms_net_days: i.payment_terms_net_days,
      status: 'paid',
      number: await nextInvoiceNumber(tx, i.issuer_key),
      invoice_type: 'credit_note',
      credited_invoice_id: i.id,
      invoice_run_id: null,
      created_date: today,
      due_date: today,
      allocated_cents: -cents,
    },
    [
      {
        transaction_id: null,
        contractor_id: null,
        date: today,
        kind: 'adjustment',
        description: `Credit for ${numberLabel(i.number, i.invoice_type)}: ${reason}`,
        hours_hundredths: null,
        rate_cents: null,
        bill_cents: -cents,
        pay_cents: 0,
        sales_tax_cents: 0,
      },
    ],
    origin,
    deliverTo,
  );
  return { credit_note_id, cents };
}

/**
 * Other tables an invoice event changes, in its transaction: a sent invoice's bills are complete and
 * its expenses and adjustments billed (source-marks.ts); a void one frees its transactions (approved
 * again, on no invoice), unlocks their timesheets and takes its expenses' and adjustments' billing
 * back, so the next generation invoices them all again. A credit note frees nothing: the work stays
 * billed on the credited invoice, and what is billed anew is a new decision, not a regeneration.
 */
export async function invoiceAlongside(
  tx: Tx,
  type: string,
  i: InvoiceRow,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  if (type === 'invoice.send') {
    await tx
      .update(transactions)
      .set({ status: 'complete' })
      .where(eq(transactions.invoice_id, i.id));
    await markSourcesInvoiced(tx, i.id, origin.occurredAt, deliverTo);
  }
  if (type === 'invoice.void') {
    const freed = await tx
      .update(transactions)
      .set({ invoice_id: null, status: 'approved' })
      .where(eq(transactions.invoice_id, i.id))
      .returning({
        kind: transactions.kind,
        source_type: transactions.source_type,
        source_id: transactions.source_id,
      });
    const sheets = freed.filter((t) => t.source_type === 'timesheet').map((t) => t.source_id);
    await setInvoiceLock(tx, sheets, { invoiceId: i.id, date: null }, origin, deliverTo);
    await unmarkSourcesInvoiced(
      tx,
      i.id,
      freed.filter((t) => t.kind === 'bill'),
      origin.occurredAt,
      deliverTo,
    );
  }
}
