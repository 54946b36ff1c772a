import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { payrollBankAccountsQuery } from './query';

/**
 * A payroll funding account as the API shows it: the account number never leaves the server, only
 * its last four digits, masked (`••••1234`).
 */
export const PayrollBankAccount = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  name: z.string(),
  bank_name: z.string(),
  routing_number: z.string(),
  account_last4: z.string(),
  created_at: z.string(),
});
export type PayrollBankAccount = z.infer<typeof PayrollBankAccount>;

export const payrollBankAccountsResource = defineResource({
  name: 'payroll_bank_accounts',
  apiPath: '/payroll_bank_accounts',
  specPaths: ['/payroll_bank_accounts'],
  detailPath: '/payroll_bank_accounts/{id}',
  labels: {
    singular: 'Payroll bank account',
    plural: 'Payroll bank accounts',
    count: ['account', 'accounts'],
  },
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
