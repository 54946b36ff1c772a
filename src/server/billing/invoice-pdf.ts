import { formatDecimal2, formatMoney } from '../../domain/format/format';
import { INVOICE_STATUS_LABELS } from '../../domain/billing/vocabulary';
import type { InvoiceDetail } from '../../resources/invoices/server';
import type { InvoiceIssuer } from './invoice-issuer';
import { PAGE, renderPdf, type PdfPicture, type PdfText } from './pdf';

const LEADING = 14;
const COLUMNS = {
  date: PAGE.margin,
  description: PAGE.margin + 70,
  hours: 400,
  rate: 470,
  amount: PAGE.width - PAGE.margin,
};
const LOGO_BOX = { width: 140, height: 48 };
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A credit note taken on the invoice: its number and the (negative) amount it credits. */
export interface InvoiceCredit {
  number_label: string;
  cents: number;
}

/**
 * What the invoice's money stands at now. Credits are part of `allocated`; what was paid is the rest.
 * A void invoice owes nothing, whatever its lines sum to.
 */
export function invoiceMoney(invoice: InvoiceDetail, credits: readonly InvoiceCredit[]) {
  const credited = credits.reduce((sum, c) => sum - c.cents, 0);
  const isVoid = invoice.status === 'void';
  return {
    paid: invoice.allocated_cents - credited,
    remaining: isVoid ? 0 : invoice.remaining_cents,
  };
}

/** The logo scaled into its box, aspect kept, at the page's top-left corner. */
function logoPicture(issuer: InvoiceIssuer): PdfPicture | undefined {
  if (!issuer.logo) return undefined;
  const scale = Math.min(LOGO_BOX.width / issuer.logo.width, LOGO_BOX.height / issuer.logo.height);
  const height = issuer.logo.height * scale;
  return {
    image: issuer.logo,
    x: PAGE.margin,
    y: PAGE.height - PAGE.margin - height,
    width: issuer.logo.width * scale,
    height,
  };
}

/**
 * An invoice as the payer gets it, as it stands now: issuer (logo, name, remit-to), number, status,
 * dates, the lines (bill side only: the pay side is the agency's business), the totals (the sums of
 * the lines printed above them), the credit notes taken on it, what is paid and what remains.
 */
export function invoicePdf(
  invoice: InvoiceDetail,
  issuer: InvoiceIssuer,
  credits: readonly InvoiceCredit[] = [],
): Buffer {
  const pages: PdfText[][] = [];
  let page: PdfText[] = [];
  const logo = logoPicture(issuer);
  let y = PAGE.height - PAGE.margin - (logo ? logo.height + LEADING : 0);
  const line = (texts: Omit<PdfText, 'y'>[], gap = LEADING) => {
    if (y < PAGE.margin + LEADING * 2) {
      pages.push(page);
      page = [];
      y = PAGE.height - PAGE.margin;
    }
    page.push(...texts.map((t) => ({ ...t, y })));
    y -= gap;
  };
  const title = invoice.invoice_type === 'credit_note' ? 'Credit note' : 'Invoice';
  const draft =
    invoice.status === 'draft' ? ' (DRAFT — not sent)' : invoice.status === 'void' ? ' (VOID)' : '';
  line([{ x: PAGE.margin, text: issuer.name, size: 16, bold: true }], 18);
  if (issuer.remitTo.length) {
    line([{ x: PAGE.margin, text: 'Remit to:', size: 9, bold: true }], 12);
    for (const remit of issuer.remitTo) line([{ x: PAGE.margin, text: remit, size: 9 }], 12);
  }
  y -= 8;
  line(
    [{ x: PAGE.margin, text: `${title} ${invoice.number_label}${draft}`, size: 13, bold: true }],
    18,
  );
  line([{ x: PAGE.margin, text: `Status: ${INVOICE_STATUS_LABELS[invoice.status]}`, bold: true }]);
  line([{ x: PAGE.margin, text: `Bill to: ${invoice.payer}` }]);
  line([{ x: PAGE.margin, text: `Period: ${invoice.period}` }]);
  line([
    {
      x: PAGE.margin,
      text: `Created: ${invoice.created_date}    Due: ${invoice.due_date ?? '--'}    Terms: net ${invoice.payment_terms_net_days} days`,
    },
  ]);
  if (invoice.purchase_orders.length)
    line([{ x: PAGE.margin, text: `Purchase order: ${invoice.purchase_orders.join(', ')}` }]);
  if (invoice.void_reason) line([{ x: PAGE.margin, text: `Voided: ${invoice.void_reason}` }]);
  y -= LEADING;
  const header = { bold: true, size: 9 };
  line([
    { x: COLUMNS.date, text: 'Date', ...header },
    { x: COLUMNS.description, text: 'Description', ...header },
    { x: COLUMNS.hours, text: 'Hours', right: true, ...header },
    { x: COLUMNS.rate, text: 'Rate', right: true, ...header },
    { x: COLUMNS.amount, text: 'Amount', right: true, ...header },
  ]);
  for (const l of invoice.lines) {
    const who = l.contractor_name ? `${l.contractor_name} · ` : '';
    line([
      { x: COLUMNS.date, text: l.date, size: 9 },
      { x: COLUMNS.description, text: clip(`${who}${l.description}`, 58), size: 9 },
      {
        x: COLUMNS.hours,
        text: l.hours_hundredths === null ? '' : formatDecimal2(l.hours_hundredths),
        size: 9,
        right: true,
      },
      {
        x: COLUMNS.rate,
        text: l.rate_cents === null ? '' : formatMoney(l.rate_cents),
        size: 9,
        right: true,
      },
      { x: COLUMNS.amount, text: formatMoney(l.bill_cents), size: 9, right: true },
    ]);
  }
  y -= LEADING;
  const total = (label: string, cents: number, bold = false) =>
    line([
      { x: COLUMNS.rate, text: label, right: true, bold },
      { x: COLUMNS.amount, text: formatMoney(cents), right: true, bold },
    ]);
  total('Subtotal', invoice.total_bill_cents);
  total('Sales tax', invoice.total_sales_tax_cents);
  total('Total due', invoice.total_due_cents, true);
  // A credit note is itself settled on issue: it has nothing paid or remaining to show.
  if (invoice.invoice_type === 'invoice') {
    for (const c of credits) total(`Credit note ${c.number_label}`, c.cents);
    const money = invoiceMoney(invoice, credits);
    total('Paid', money.paid);
    total('Remaining', money.remaining, true);
  }
  pages.push(page);
  return renderPdf(pages, `${title} ${invoice.number_label}`, logo ? [[logo]] : []);
}
