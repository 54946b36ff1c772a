import { z } from 'zod';
import { canManagePayrollConfig } from '../../domain/policy/payroll-config';
import { employerField, employerInput } from '../../domain/resources/employer-field';
import { defineForm } from '../../domain/resources/form';
import { AccountNumber, BankName, RoutingNumber } from '../../domain/validation/bank-account';

/** `/payroll_bank_accounts/new` (`?id=` edits one): POST and PATCH `/v2/payroll_bank_accounts`. */
export const payrollBankAccountsForm = defineForm({
  input: z.object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
    bank_name: BankName,
    routing_number: RoutingNumber,
    /** Sealed on the server; never sent back. */
    account_number: AccountNumber,
    ...employerInput,
  }),
  fields: [
    {
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      maxLength: 100,
      hint: 'How payroll staff tell this account apart, e.g. Operating',
    },
    { name: 'bank_name', label: 'Bank name', kind: 'text', required: true, maxLength: 120 },
    { name: 'routing_number', label: 'Routing number', kind: 'text', required: true, maxLength: 9 },
    {
      name: 'account_number',
      label: 'Account number',
      kind: 'text',
      required: true,
      maxLength: 17,
      only: 'create',
      hint: 'Stored encrypted; only the last four digits are shown afterwards',
    },
    employerField,
  ],
  may: { create: canManagePayrollConfig, update: canManagePayrollConfig },
});
