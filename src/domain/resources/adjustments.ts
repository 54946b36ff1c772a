import { Adjustment } from '../contracts/adjustments';
import { adjustmentActionMeta } from '../policy/adjustments';
import { adjustmentsQuery } from './adjustments-query';
import { defineResource } from './define';

export const adjustmentsResource = defineResource({
  name: 'adjustments',
  apiPath: '/adjustments',
  specPaths: ['/adjustments', '/adjustments/{id}'],
  labels: { singular: 'Adjustment', plural: 'Adjustments' },
  item: Adjustment,
  query: adjustmentsQuery,
  csv: [
    { header: 'id', value: (a) => a.id },
    { header: 'date', value: (a) => a.date },
    { header: 'contractor', value: (a) => a.contractor_name },
    { header: 'client', value: (a) => a.client_name },
    { header: 'payer', value: (a) => a.payer },
    { header: 'direction', value: (a) => a.direction },
    { header: 'type', value: (a) => a.type },
    // Integer cents, as in the API: a spreadsheet reads them exactly.
    { header: 'amount_cents', value: (a) => a.amount_cents },
    { header: 'status', value: (a) => a.status },
    { header: 'approved_at', value: (a) => a.approved_at },
    { header: 'notes', value: (a) => a.notes },
  ],
  actions: adjustmentActionMeta,
});
