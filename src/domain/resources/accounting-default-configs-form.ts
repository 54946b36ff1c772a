import { z } from 'zod';
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES, type AccountRole } from '../accounting/items';
import { canKeepBooks } from '../policy/accounting';
import { accountField } from './accounting-mappings-form';
import { employerField, employerInput } from './employer-field';
import { defineForm } from './form';

export const roleColumn = (role: AccountRole) => `${role}_account_id` as const;

const optionalAccount = z.uuid('Choose an account').nullable().optional();

/** `/accounting_default_configs/new` (`?id=` edits one): one row per employer. */
export const accountingDefaultConfigsForm = defineForm({
  input: z.object({
    receivables_account_id: optionalAccount,
    revenue_account_id: optionalAccount,
    payroll_expense_account_id: optionalAccount,
    tax_liabilities_account_id: optionalAccount,
    cash_account_id: optionalAccount,
    ...employerInput,
  }),
  fields: [
    ...ACCOUNT_ROLES.map((role) =>
      accountField(roleColumn(role), ACCOUNT_ROLE_LABELS[role], false),
    ),
    employerField,
  ],
  may: { create: canKeepBooks, update: canKeepBooks },
});
