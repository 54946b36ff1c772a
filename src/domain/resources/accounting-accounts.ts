import { AccountingAccount } from '../contracts/accounting';
import { accountingAccountsQuery } from './accounting-accounts-query';
import { defineResource } from './define';

export const accountingAccountsResource = defineResource({
  name: 'accounting_accounts',
  apiPath: '/accounting_accounts',
  specPaths: ['/accounting_accounts'],
  labels: { singular: 'Account', plural: 'Accounts' },
  item: AccountingAccount,
  query: accountingAccountsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'code', value: (r) => r.code },
    { header: 'name', value: (r) => r.name },
    { header: 'type', value: (r) => r.type },
    { header: 'active', value: (r) => r.active },
  ],
  actions: {},
});
