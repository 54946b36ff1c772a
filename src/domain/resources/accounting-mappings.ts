import { AccountingMapping } from '../contracts/accounting';
import { accountingMappingsQuery } from './accounting-mappings-query';
import { defineResource } from './define';

export const accountingMappingsResource = defineResource({
  name: 'accounting_mappings',
  apiPath: '/accounting_mappings',
  specPaths: ['/accounting_mappings'],
  labels: { singular: 'Mapping', plural: 'Mappings' },
  item: AccountingMapping,
  query: accountingMappingsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'item', value: (r) => r.item_label },
    { header: 'account', value: (r) => r.account },
  ],
  actions: {},
});
