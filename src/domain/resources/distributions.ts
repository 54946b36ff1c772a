import { Distribution } from '../contracts/distributions';
import { distributionActionMeta } from '../policy/distributions';
import { defineResource } from './define';
import { distributionsQuery } from './distributions-query';

export const distributionsResource = defineResource({
  name: 'distributions',
  apiPath: '/distributions',
  specPaths: ['/distributions', '/distributions/{id}'],
  labels: { singular: 'Distribution', plural: 'Distributions' },
  item: Distribution,
  query: distributionsQuery,
  csv: [
    { header: 'id', value: (d) => d.id },
    { header: 'created_at', value: (d) => d.created_at },
    { header: 'invoice', value: (d) => d.invoice_label },
    { header: 'client', value: (d) => d.client_name },
    { header: 'partner', value: (d) => d.partner_name },
    { header: 'sales_partner', value: (d) => d.sales_partner_name },
    // Integer cents and basis points, as in the API: a spreadsheet reads them exactly.
    { header: 'bill_cents', value: (d) => d.bill_cents },
    { header: 'pay_cents', value: (d) => d.pay_cents },
    { header: 'margin_cents', value: (d) => d.margin_cents },
    { header: 'rate_bps', value: (d) => d.rate_bps },
    { header: 'amount_cents', value: (d) => d.amount_cents },
    { header: 'status', value: (d) => d.status },
    { header: 'paid_at', value: (d) => d.paid_at },
  ],
  actions: distributionActionMeta,
});
