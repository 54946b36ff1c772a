import { z } from 'zod';
import { canSeeInvoices } from '../../domain/billing/access';
import { invoiceStatuses, invoiceTypes, itemKinds } from '../../domain/billing/vocabulary';
import { HistoryEntry, workflowContracts } from '../../domain/contracts/workflow';
import { canEditInvoices } from '../../domain/policy/capabilities';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { invoiceRunsQuery, invoicesQuery } from './query';

export { canSeeInvoices };

/** What a user may do to an invoice (spec §4 lifecycle); allocation is the payments' own, not a button. */
export const invoiceActions = ['send', 'void', 'credit'] as const;
export type InvoiceAction = (typeof invoiceActions)[number];

const EMPLOYERS = 'employers (admins or self-employer partners)';

/** Spec §6: invoices are editable by employers. */
export const invoiceActionMeta: Record<InvoiceAction, ActionMeta> = {
  send: { label: 'Send', may: canEditInvoices, who: EMPLOYERS, tone: 'primary', confirm: true },
  void: { label: 'Void', may: canEditInvoices, who: EMPLOYERS, tone: 'danger', needs: 'reason' },
  credit: {
    label: 'Credit note',
    may: canEditInvoices,
    who: EMPLOYERS,
    tone: 'danger',
    needs: 'reason',
  },
};

export const InvoiceStatus = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;
export const InvoiceAction = workflowContracts(invoiceActions).Action;

const cents = z.number().int();

/** Spec §3 Invoice, money in integer cents; `number` is null until sent (numbers run without gaps). */
export const Invoice = z.object({
  id: z.string(),
  number: z.number().int().nullable(),
  /** The number as printed: `INV-000042`, or `Draft` before sending. */
  number_label: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  /** Who the invoice is from: its partner or EOR (numbers run per issuer, so INV-000001 repeats). */
  issuer_name: z.string(),
  /** A draft's mail recipients, for Send's confirmation; empty for a sent invoice or a viewer who may not send. */
  send_to: z.array(z.string()),
  partner_id: z.string().nullable(),
  eor_id: z.string().nullable(),
  payer: z.string(),
  status: InvoiceStatus,
  invoice_type: z.enum(invoiceTypes),
  credited_invoice_id: z.string().nullable(),
  purchase_order_id: z.string().nullable(),
  purchase_orders: z.array(z.string()),
  period_start: z.string(),
  period_end: z.string(),
  /** `2026-10-01 – 2026-10-31`. */
  period: z.string(),
  created_date: z.string(),
  payment_terms_net_days: z.number().int(),
  due_date: z.string().nullable(),
  mark_paid_date: z.string().nullable(),
  total_bill_cents: cents,
  total_pay_cents: cents,
  total_sales_tax_cents: cents,
  total_due_cents: cents,
  allocated_cents: cents,
  remaining_cents: cents,
  line_count: z.number().int(),
  void_reason: z.string().nullable(),
  invoice_run_id: z.string().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceList = z.object({
  data: z.array(Invoice),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** What the whole filter's invoices still owe, in cents, not just this page's. */
    total_remaining_cents: z.number().int(),
  }),
});
export type InvoiceList = z.infer<typeof InvoiceList>;

export const InvoiceLine = z.object({
  id: z.string(),
  position: z.number().int(),
  transaction_id: z.string().nullable(),
  contractor_name: z.string().nullable(),
  date: z.string(),
  kind: z.enum(itemKinds),
  description: z.string(),
  hours_hundredths: z.number().int().nullable(),
  rate_cents: z.number().int().nullable(),
  bill_cents: cents,
  pay_cents: cents,
  sales_tax_cents: cents,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** An invoice with its lines: the detail page and the PDF. */
export const InvoiceDetail = Invoice.extend({ lines: z.array(InvoiceLine) });
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

/** "Generate invoices": one client, one period; a draft per purchase order found (and one for the rest). */
export const InvoiceRun = z.object({
  id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  partner_id: z.string().nullable(),
  eor_id: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  invoice_count: z.number().int(),
  created_at: z.string(),
});
export type InvoiceRun = z.infer<typeof InvoiceRun>;

/** A month-end generation: every client in scope invoiced for the period by a job on the queue, with its progress. */
export const MonthEndRun = z.object({
  id: z.string(),
  partner_id: z.string().nullable(),
  eor_id: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(['running', 'done']),
  clients_total: z.number().int(),
  clients_done: z.number().int(),
  invoice_count: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type MonthEndRun = z.infer<typeof MonthEndRun>;

const { ActionAvailability } = workflowContracts(invoiceActions);
/** GET /v2/invoices/{id}: the invoice with its lines and the actions open to the caller now. */
export const InvoiceDetailResponse = z.object({
  invoice: InvoiceDetail,
  actions: z.array(ActionAvailability),
});
export type InvoiceDetailResponse = z.infer<typeof InvoiceDetailResponse>;
export const InvoiceHistory = z.object({ data: z.array(HistoryEntry) });

/** Invoices as a resource: the list and its CSV; the detail and actions come from the workflow kit. */
export const invoicesResource = defineResource({
  name: 'invoices',
  apiPath: '/invoices',
  specPaths: ['/invoices', '/invoices/{id}'],
  labels: { singular: 'Invoice', plural: 'Invoices' },
  item: Invoice,
  page: InvoiceList,
  query: invoicesQuery,
  // Integer cents, as in the API: no rounding on the way to a spreadsheet.
  csv: [
    { header: 'id', value: (i) => i.id },
    { header: 'number', value: (i) => i.number_label },
    { header: 'invoice_type', value: (i) => i.invoice_type },
    { header: 'status', value: (i) => i.status },
    { header: 'payer', value: (i) => i.payer },
    { header: 'period', value: (i) => i.period },
    { header: 'purchase_orders', value: (i) => i.purchase_orders.join(' ') },
    { header: 'created_date', value: (i) => i.created_date },
    { header: 'due_date', value: (i) => i.due_date },
    { header: 'mark_paid_date', value: (i) => i.mark_paid_date },
    { header: 'payment_terms_net_days', value: (i) => i.payment_terms_net_days },
    { header: 'total_bill_cents', value: (i) => i.total_bill_cents },
    { header: 'total_sales_tax_cents', value: (i) => i.total_sales_tax_cents },
    { header: 'total_due_cents', value: (i) => i.total_due_cents },
    { header: 'allocated_cents', value: (i) => i.allocated_cents },
    { header: 'remaining_cents', value: (i) => i.remaining_cents },
    { header: 'total_pay_cents', value: (i) => i.total_pay_cents },
  ],
  actions: invoiceActionMeta,
});

/** The "Generate invoices" runs: who generated which client's period, and how many drafts came of it. */
export const invoiceRunsResource = defineResource({
  name: 'invoice_runs',
  apiPath: '/invoice_runs',
  specPaths: ['/invoices'],
  labels: { singular: 'Invoice run', plural: 'Invoice runs' },
  item: InvoiceRun,
  query: invoiceRunsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'client', value: (r) => r.client_name },
    { header: 'period_start', value: (r) => r.period_start },
    { header: 'period_end', value: (r) => r.period_end },
    { header: 'invoice_count', value: (r) => r.invoice_count },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
