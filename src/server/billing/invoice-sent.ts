import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney } from '../../domain/format/format';
import type { Tx } from '../db/client';
import { eors, invoiceDocuments, partners, users } from '../db/schema';
import type { Subscriber } from '../events/subscriber';
import { appLink } from '../mail/app-link';
import { sendMail } from '../mail/send';
import { invoiceEvents } from './invoice-events';
import { invoicePdf } from './invoice-pdf';
import { invoiceDetailDto, invoiceDetailRows } from '../routes/invoices/queries';
import { invoices } from '../db/schema';

/** Who the invoice is from, as printed: its partner or EOR, or the platform. */
export async function issuerName(tx: Tx, i: { partner_id: string | null; eor_id: string | null }): Promise<string> {
  if (i.partner_id) return (await tx.select({ n: partners.entity_name }).from(partners).where(eq(partners.id, i.partner_id)))[0]?.n ?? 'Staffwise';
  if (i.eor_id) return (await tx.select({ n: eors.entity_name }).from(eors).where(eq(eors.id, i.eor_id)))[0]?.n ?? 'Staffwise';
  return 'Staffwise';
}

/** The invoice with its lines, by id (no scope: callers have checked it, or are the system). */
export async function loadInvoiceDetail(tx: Tx, id: string) {
  const [row] = await invoiceDetailRows(tx).where(eq(invoices.id, id));
  return row ? invoiceDetailDto(row) : null;
}

/**
 * When an invoice is sent (committed), its PDF is written as sent and the client's money people
 * (owner, manager, finance, admin) get a mail with the amount, the due date and a link to it. Both
 * are written in the delivery's transaction, keyed by the delivery: once per sending.
 */
export const invoiceSentMail: Subscriber = {
  name: 'invoice.sent-mail-and-pdf',
  streamType: invoiceEvents.type,
  types: ['invoice.send'],
  async handle({ tx, deps, event, key }) {
    const invoice = await loadInvoiceDetail(tx, event.stream_id);
    if (!invoice) return;
    const issuer = await issuerName(tx, invoice);
    await tx
      .insert(invoiceDocuments)
      .values({ invoice_id: invoice.id, pdf: invoicePdf(invoice, issuer) })
      .onConflictDoNothing({ target: invoiceDocuments.invoice_id });
    const recipients = await tx
      .select({ email: users.email, first_name: users.first_name })
      .from(users)
      .where(and(eq(users.client_id, invoice.client_id), inArray(users.role, ['owner', 'manager', 'finance', 'admin'])));
    const link = appLink(deps.env, `/invoices/${invoice.id}`);
    for (const r of recipients) {
      await sendMail(
        deps,
        {
          to: r.email,
          subject: `Invoice ${invoice.number_label} from ${issuer}: ${formatMoney(invoice.total_due_cents)} due ${invoice.due_date ?? ''}`.trim(),
          body: `Hello${r.first_name ? ` ${r.first_name}` : ''},\n\n${issuer} sent invoice ${invoice.number_label} for ${invoice.period}.\n\nTotal due: ${formatMoney(invoice.total_due_cents)} (sales tax ${formatMoney(invoice.total_sales_tax_cents)}), due ${invoice.due_date}.\n\nView it and download the PDF: ${link}\n`,
          dedupeKey: `${key}:${r.email}`,
        },
        tx,
      );
    }
  },
};
