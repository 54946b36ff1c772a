import { z } from 'zod';
import { ClientOrgFields } from '../../domain/contracts/client-org';
import { defineResource } from '../../domain/resources/define';
import { purchaseOrdersQuery } from './query';

/** One purchase order of a client as the API sends it; money in integer cents (spec §9 shows it). */
export const PurchaseOrder = z.object({
  ...ClientOrgFields,
  number: z.string(),
  amount_cents: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;

export const purchaseOrdersResource = defineResource({
  name: 'purchase_orders',
  apiPath: '/purchase_orders',
  specPaths: ['/purchase_orders', '/purchase_orders/{id}'],
  labels: {
    singular: 'Purchase order',
    plural: 'Purchase orders',
    title: 'Purchase Orders',
  },
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
