import { invoiceActionMeta } from '../billing/invoice-actions';
import { Invoice, InvoiceList, InvoiceRun } from '../contracts/invoices';
import { canSeeInvoices } from '../billing/access';
import { defineResource } from './define';
import { invoicesQuery } from './invoices-query';
import { invoiceRunsQuery } from './invoice-runs-query';

export { canSeeInvoices };

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
