import { Payment } from '../contracts/payments';
import { paymentActionMeta } from '../policy/payments';
import { defineResource } from './define';
import { paymentsQuery } from './payments-query';

/** Payments as a resource: the list and its CSV; the detail and the actions come from the workflow kit. */
export const paymentsResource = defineResource({
  name: 'payments',
  apiPath: '/payments',
  specPaths: ['/payments', '/payments/{id}'],
  labels: { singular: 'Payment', plural: 'Payments' },
  item: Payment,
  query: paymentsQuery,
  csv: [
    { header: 'id', value: (p) => p.id },
    { header: 'number', value: (p) => p.number },
    { header: 'payer', value: (p) => p.payer_name },
    { header: 'status', value: (p) => p.status },
    // Integer cents, as in the API: no rounding on the way to a spreadsheet.
    { header: 'amount_cents', value: (p) => p.amount_cents },
    { header: 'allocated_cents', value: (p) => p.allocated_cents },
    { header: 'allocation_status', value: (p) => p.allocation_status },
    { header: 'allocation_sub_status', value: (p) => p.allocation_sub_status },
    { header: 'source', value: (p) => p.source },
    { header: 'reference', value: (p) => p.reference },
    { header: 'received_date', value: (p) => p.received_date },
    { header: 'created_at', value: (p) => p.created_at },
  ],
  actions: paymentActionMeta,
});
