import { PurchaseOrder } from '../contracts/purchase-orders';
import { defineResource } from './define';
import { purchaseOrdersQuery } from './purchase-orders-query';

export const purchaseOrdersResource = defineResource({
  name: 'purchase_orders',
  apiPath: '/purchase_orders',
  specPaths: ['/purchase_orders', '/purchase_orders/{id}'],
  labels: { singular: 'Purchase order', plural: 'Purchase orders' },
  item: PurchaseOrder,
  query: purchaseOrdersQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'number', value: (r) => r.number },
    { header: 'client', value: (r) => r.client_name },
    // Integer cents, as in the API (and the assignments CSV): no rounding on the way to a spreadsheet.
    { header: 'amount_cents', value: (r) => r.amount_cents },
    { header: 'start_date', value: (r) => r.start_date },
    { header: 'end_date', value: (r) => r.end_date },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
