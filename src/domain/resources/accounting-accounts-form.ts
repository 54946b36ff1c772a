import { z } from 'zod';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES } from '../accounting/items';
import { canKeepBooks } from '../policy/accounting';
import { employerField, employerInput, optionsOf } from './employer-field';
import { defineForm } from './form';

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
