import { z } from 'zod';
import { employerField, employerInput, optionsOf } from '../../domain/resources/employer-field';
import { defineForm, type FormField } from '../../domain/resources/form';
import {
  ACCOUNT_ROLE_LABELS,
  ACCOUNT_ROLES,
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  type AccountRole,
  MAPPING_ITEM_LABELS,
  MAPPING_ITEMS,
} from './items';
import { canKeepBooks } from './policy';

/** An account of the employer's chart, offered as the caller sees the chart. */
export const accountField = (name: string, label: string, required: boolean): FormField => ({
  name,
  label,
  kind: 'reference',
  apiPath: '/accounting_accounts',
  sort: 'code',
  labelField: 'label',
  required,
});

/** `/accounting_mappings/new` (`?id=` edits one): POST and PATCH `/v2/accounting_mappings`. */
export const accountingMappingsForm = defineForm({
  input: z.object({
    item: z.enum(MAPPING_ITEMS, 'Choose an item'),
    account_id: z.uuid('Choose an account'),
    ...employerInput,
  }),
  fields: [
    {
      name: 'item',
      label: 'Item',
      kind: 'select',
      required: true,
      options: optionsOf(MAPPING_ITEMS, MAPPING_ITEM_LABELS),
    },
    accountField('account_id', 'Account', true),
    employerField,
  ],
  may: { create: canKeepBooks, update: canKeepBooks },
});

/** `/accounting_accounts/new` (`?id=` edits one): POST and PATCH `/v2/accounting_accounts`. */
export const accountingAccountsForm = defineForm({
  input: z.object({
    code: z
      .string()
      .trim()
      .min(1, 'Code is required')
      .max(20, 'At most 20 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9.-]*$/, 'Letters, digits, dots and dashes only'),
    name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
    type: z.enum(ACCOUNT_TYPES, 'Choose a type'),
    active: z.boolean().optional(),
    ...employerInput,
  }),
  fields: [
    {
      name: 'code',
      label: 'Code',
      kind: 'text',
      required: true,
      maxLength: 20,
      hint: 'The account number in your accounting system, e.g. 1200',
    },
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      options: optionsOf(ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS),
    },
    { name: 'active', label: 'Active', kind: 'checkbox', only: 'update' },
    employerField,
  ],
  may: { create: canKeepBooks, update: canKeepBooks },
});

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
