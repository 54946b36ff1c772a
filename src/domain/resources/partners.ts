import { Partner, partnerFlagLabels, type PartnerFlag } from '../contracts/partners';
import { defineResource } from './define';
import { partnersQuery } from './partners-query';

const flagColumns = (Object.keys(partnerFlagLabels) as PartnerFlag[]).map((flag) => ({
  header: flag,
  value: (p: Partner) => p[flag],
}));

export const partnersResource = defineResource({
  name: 'partners',
  apiPath: '/partners',
  specPaths: ['/partners', '/partners/{id}', '/referral_partners'],
  labels: { singular: 'Partner', plural: 'Partners' },
  item: Partner,
  query: partnersQuery,
  csv: [
    { header: 'id', value: (p) => p.id },
    { header: 'entity_name', value: (p) => p.entity_name },
    { header: 'subdomain', value: (p) => p.subdomain },
    ...flagColumns,
    { header: 'referred_by', value: (p) => p.sales_partner_name },
    { header: 'clients', value: (p) => p.clients_count },
    { header: 'contractors', value: (p) => p.contractors_count },
    { header: 'created_at', value: (p) => p.created_at },
  ],
  actions: {},
});
