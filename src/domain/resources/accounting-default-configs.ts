import { AccountingDefaultConfig } from '../contracts/accounting';
import { accountingDefaultConfigsQuery } from './accounting-default-configs-query';
import { defineResource } from './define';

export const accountingDefaultConfigsResource = defineResource({
  name: 'accounting_default_configs',
  apiPath: '/accounting_default_configs',
  specPaths: ['/accounting_default_configs'],
  labels: { singular: 'Accounting config', plural: 'Accounting configs' },
  item: AccountingDefaultConfig,
  query: accountingDefaultConfigsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'receivables', value: (r) => r.receivables_account },
    { header: 'revenue', value: (r) => r.revenue_account },
    { header: 'payroll_expense', value: (r) => r.payroll_expense_account },
    { header: 'tax_liabilities', value: (r) => r.tax_liabilities_account },
    { header: 'cash', value: (r) => r.cash_account },
  ],
  actions: {},
});
