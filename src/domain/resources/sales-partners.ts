import { SalesPartner } from '../contracts/sales-partners';
import { defineResource } from './define';
import { salesPartnersQuery } from './sales-partners-query';

export const salesPartnersResource = defineResource({
  name: 'sales_partners',
  apiPath: '/sales_partners',
  specPaths: ['/sales_partners', '/sales_partners/{id}'],
  labels: { singular: 'Sales partner', plural: 'Sales partners' },
  item: SalesPartner,
  query: salesPartnersQuery,
  csv: [
    { header: 'id', value: (s) => s.id },
    { header: 'entity_name', value: (s) => s.entity_name },
    { header: 'partners_referred', value: (s) => s.partners.map((p) => p.entity_name).join('; ') },
    { header: 'created_at', value: (s) => s.created_at },
  ],
  actions: {},
});
