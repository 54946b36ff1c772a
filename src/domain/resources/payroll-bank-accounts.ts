import { PayrollBankAccount } from '../contracts/payroll-bank-accounts';
import { defineResource } from './define';
import { payrollBankAccountsQuery } from './payroll-bank-accounts-query';

export const payrollBankAccountsResource = defineResource({
  name: 'payroll_bank_accounts',
  apiPath: '/payroll_bank_accounts',
  specPaths: ['/payroll_bank_accounts'],
  labels: { singular: 'Payroll bank account', plural: 'Payroll bank accounts' },
  item: PayrollBankAccount,
  query: payrollBankAccountsQuery,
  // The masked last four digits only: a download never carries an account number.
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'name', value: (r) => r.name },
    { header: 'bank_name', value: (r) => r.bank_name },
    { header: 'routing_number', value: (r) => r.routing_number },
    { header: 'account', value: (r) => r.account_last4 },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
