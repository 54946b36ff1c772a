import { count, eq, sql, sum } from 'drizzle-orm';
import { invoiceActionMeta, type Invoice, type InvoiceDetail, type InvoiceLine } from './contract';
import type { User } from '../../domain/contracts/user';
import type { invoicesQuery } from './query';
import type { Db, Tx } from '../../server/db/client';
import { clients, invoiceLines, invoices, purchaseOrders } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import { numberLabel } from '../../server/billing/numbering';
import { issuerNameColumn, sendToColumn } from '../../server/billing/invoice-recipients';
import type { InvoiceRow } from '../../server/billing/invoice-projection';

const listColumns = {
  i: invoices,
  client_name: clients.entity_name,
  issuer_name: issuerNameColumn,
  send_to: sendToColumn,
  po_number: purchaseOrders.number,
  line_count: sql<number>`(select count(*)::int from ${invoiceLines} where ${invoiceLines.invoice_id} = ${invoices.id})`,
};

export interface InvoiceJoined {
  i: InvoiceRow;
  client_name: string;
  issuer_name: string;
  send_to: string[];
  po_number: string | null;
  line_count: number;
}

export const invoiceRows = (db: Db | Tx) =>
  db
    .select(listColumns)
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.client_id))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.purchase_order_id))
    .$dynamic();

/** The lines as one JSON array, in order, with each contractor's name: the detail in one query. */
const linesJson = sql<InvoiceLine[]>`(
  select coalesce(json_agg(json_build_object(
    'id', l.id, 'position', l.position, 'transaction_id', l.transaction_id,
    'contractor_name', (select nullif(concat_ws(' ', u.first_name, u.last_name), '') from users u where u.contractor_id = l.contractor_id limit 1),
    'date', l.date, 'kind', l.kind, 'description', l.description,
    'hours_hundredths', l.hours_hundredths, 'rate_cents', l.rate_cents,
    'bill_cents', l.bill_cents, 'pay_cents', l.pay_cents, 'sales_tax_cents', l.sales_tax_cents
  ) order by l.position), '[]'::json)
  from invoice_lines l where l.invoice_id = ${invoices.id})`;

export type InvoiceDetailJoined = InvoiceJoined & { lines: InvoiceLine[] };

export const invoiceDetailRows = (db: Db | Tx) =>
  db
    .select({ ...listColumns, lines: linesJson })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.client_id))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.purchase_order_id))
    .$dynamic();

/** Who would be mailed is told only to those who may send: it is the client's people's addresses. */
export function invoiceDto(
  { i, client_name, issuer_name, send_to, po_number, line_count }: InvoiceJoined,
  viewer: User,
): Invoice {
  return {
    id: i.id,
    number: i.number,
    number_label: numberLabel(i.number, i.invoice_type),
    client_id: i.client_id,
    client_name,
    issuer_name,
    send_to: invoiceActionMeta.send.may(viewer) ? send_to : [],
    partner_id: i.partner_id,
    eor_id: i.eor_id,
    payer: i.payer,
    status: i.status,
    invoice_type: i.invoice_type,
    credited_invoice_id: i.credited_invoice_id,
    purchase_order_id: i.purchase_order_id,
    purchase_orders: po_number ? [po_number] : [],
    period_start: i.period_start,
    period_end: i.period_end,
    period: `${i.period_start} – ${i.period_end}`,
    created_date: i.created_date,
    payment_terms_net_days: i.payment_terms_net_days,
    due_date: i.due_date,
    mark_paid_date: i.mark_paid_date,
    total_bill_cents: i.total_bill_cents,
    total_pay_cents: i.total_pay_cents,
    total_sales_tax_cents: i.total_sales_tax_cents,
    total_due_cents: i.total_due_cents,
    allocated_cents: i.allocated_cents,
    remaining_cents: i.remaining_cents,
    line_count,
    void_reason: i.void_reason,
    invoice_run_id: i.invoice_run_id,
  };
}

export const invoiceDetailDto = (r: InvoiceDetailJoined, viewer: User): InvoiceDetail => ({
  ...invoiceDto(r, viewer),
  lines: r.lines,
});

/** The list at /invoices: every tenant's own invoices (partner, EOR, client), admin all. */
export const invoiceListServer: ResourceServer<
  InvoiceJoined,
  Invoice,
  typeof invoicesQuery,
  { n: number; remaining: string | null }
> = {
  query: {
    rows: invoiceRows,
    count: (db) =>
      db
        .select({ n: count(), remaining: sum(invoices.remaining_cents) })
        .from(invoices)
        .$dynamic(),
    // What the filtered invoices still owe: the receivables a dashboard figure links here for.
    totals: ({ remaining }) => ({ total_remaining_cents: Number(remaining ?? 0) }),
    id: invoices.id,
    filters: {
      status: invoices.status,
      invoice_type: invoices.invoice_type,
      client_id: invoices.client_id,
      invoice_run_id: invoices.invoice_run_id,
      created_date: invoices.created_date,
      due_date: invoices.due_date,
    },
    sorts: {
      created_date: [invoices.created_date],
      number: [invoices.number],
      due_date: [invoices.due_date],
      total_due_cents: [invoices.total_due_cents],
      remaining_cents: [invoices.remaining_cents],
      issuer_name: [issuerNameColumn],
    },
  },
  scope: {
    partner_id: invoices.partner_id,
    eor_id: invoices.eor_id,
    client_id: invoices.client_id,
  },
  toDto: invoiceDto,
};
