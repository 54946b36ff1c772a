import { formatDecimal2, formatMoney } from '../../domain/format/format';
import type { InvoiceDetail } from '../../domain/contracts/invoices';
import { PAGE, renderPdf, type PdfText } from './pdf';

const LEADING = 14;
const COLUMNS = { date: PAGE.margin, description: PAGE.margin + 70, hours: 400, rate: 470, amount: PAGE.width - PAGE.margin };
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * An invoice as the payer gets it: issuer, number, dates, the lines (bill side only: the pay side is
 * the agency's business) and the totals, which are the sums of the lines printed above them.
 */
export function invoicePdf(invoice: InvoiceDetail, issuer: string): Buffer {
  const pages: PdfText[][] = [];
  let page: PdfText[] = [];
  let y = PAGE.height - PAGE.margin;
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
  const draft = invoice.status === 'draft' ? ' (DRAFT — not sent)' : invoice.status === 'void' ? ' (VOID)' : '';
  line([{ x: PAGE.margin, text: issuer, size: 16, bold: true }], 24);
  line([{ x: PAGE.margin, text: `${title} ${invoice.number_label}${draft}`, size: 13, bold: true }], 20);
  line([{ x: PAGE.margin, text: `Bill to: ${invoice.payer}` }]);
  line([{ x: PAGE.margin, text: `Period: ${invoice.period}` }]);
  line([{ x: PAGE.margin, text: `Created: ${invoice.created_date}    Due: ${invoice.due_date ?? '--'}    Terms: net ${invoice.payment_terms_net_days} days` }]);
  if (invoice.purchase_orders.length) line([{ x: PAGE.margin, text: `Purchase order: ${invoice.purchase_orders.join(', ')}` }]);
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
      { x: COLUMNS.hours, text: l.hours_hundredths === null ? '' : formatDecimal2(l.hours_hundredths), size: 9, right: true },
      { x: COLUMNS.rate, text: l.rate_cents === null ? '' : formatMoney(l.rate_cents), size: 9, right: true },
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
  total('Allocated', invoice.allocated_cents);
  total('Remaining', invoice.remaining_cents, true);
  pages.push(page);
  return renderPdf(pages, `${title} ${invoice.number_label}`);
}
