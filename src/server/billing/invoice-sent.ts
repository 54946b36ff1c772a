import { eq } from 'drizzle-orm';
import { formatMoney } from '../../domain/format/format';
import type { Tx } from '../db/client';
import { invoiceDocuments } from '../db/schema';
import type { Subscriber } from '../events/subscriber';
import { appLink } from '../mail/app-link';
import { sendMail } from '../mail/send';
import { invoiceEvents } from './invoice-events';
import { currentInvoicePdf } from './invoice-document';
import { invoiceIssuer } from './invoice-issuer';
import { invoiceRecipients } from './invoice-recipients';
import { billingActor } from './system-actor';
import { invoiceDetailDto, invoiceDetailRows } from '../../resources/invoices/server';
import { invoices } from '../db/schema';

/** The invoice with its lines, by id (no scope: callers have checked it, or are the system). */
export async function loadInvoiceDetail(tx: Tx, id: string) {
  const [row] = await invoiceDetailRows(tx).where(eq(invoices.id, id));
  return row ? invoiceDetailDto(row, billingActor) : null;
}

/**
 * When an invoice is sent (committed), its PDF is stored as sent (the copy the client got; downloads
 * render it as it stands now) and the client's money people (owner, manager, finance, admin) get a
 * mail with the amount, the due date and a link to pay it at /pay/{id}. Both are written in the
 * delivery's transaction, keyed by the delivery: once per sending.
 */
export const invoiceSentMail: Subscriber = {
  name: 'invoice.sent-mail-and-pdf',
  streamType: invoiceEvents.type,
  types: ['invoice.send'],
  async handle({ tx, deps, event, key }) {
    const invoice = await loadInvoiceDetail(tx, event.stream_id);
    if (!invoice) return;
    const issuer = (await invoiceIssuer(tx, invoice)).name;
    await tx
      .insert(invoiceDocuments)
      .values({ invoice_id: invoice.id, pdf: await currentInvoicePdf(tx, invoice) })
      .onConflictDoNothing({ target: invoiceDocuments.invoice_id });
    const recipients = await invoiceRecipients(tx, invoice.client_id);
    const pay = appLink(deps.env, `/pay/${invoice.id}`);
    const view = appLink(deps.env, `/invoices/${invoice.id}`);
    for (const r of recipients) {
      await sendMail(
        deps,
        {
          to: r.email,
          subject:
            `Invoice ${invoice.number_label} from ${issuer}: ${formatMoney(invoice.total_due_cents)} due ${invoice.due_date ?? ''}`.trim(),
          body: `Hello${r.first_name ? ` ${r.first_name}` : ''},\n\n${issuer} sent invoice ${invoice.number_label} for ${invoice.period}.\n\nTotal due: ${formatMoney(invoice.total_due_cents)} (sales tax ${formatMoney(invoice.total_sales_tax_cents)}), due ${invoice.due_date}.\n\nPay it online: ${pay}\n\nView it and download the PDF: ${view}\n`,
          dedupeKey: `${key}:${r.email}`,
        },
        tx,
      );
    }
  },
};
