import { z } from 'zod';
import { MAPPING_ITEM_LABELS, MAPPING_ITEMS } from '../accounting/items';
import { canKeepBooks } from '../policy/accounting';
import { employerField, employerInput, optionsOf } from './employer-field';
import { defineForm, type FormField } from './form';

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
