import { z } from 'zod';
import { defineForm } from '../../resources/form';
import { visibleTaxIdTypes, type Subject } from '../../policy/capabilities';
import { isTaxIdType, parseTaxId, taxIdLabel, type TaxIdType } from '../../validation/tax-id';
import { MAX_ID_INPUT } from '../../validation/id-number';
import { mayOnboard } from './personal-info-form';

/** The types the tax_id step asks: SSN or EIN, and SIN only where Canada applies (spec §5). */
export const ONBOARDING_TAX_ID_TYPES = ['ssn', 'ein', 'sin'] as const satisfies TaxIdType[];

export const taxIdTypesFor = (user: Subject): TaxIdType[] =>
  visibleTaxIdTypes(user, ONBOARDING_TAX_ID_TYPES).filter(isTaxIdType);

/** The tax_id step: the number checked by its type's rules (spec §5 SSN), sealed on the server. */
export const taxIdForm = defineForm({
  input: z.object({
    tax_id_type: z.string().max(8),
    tax_id: z.string().max(MAX_ID_INPUT, 'Enter the number as written on the card'),
  }),
  fields: [
    {
      name: 'tax_id_type',
      label: 'Tax ID type',
      kind: 'select',
      required: true,
      options: (user) => taxIdTypesFor(user).map((t) => ({ value: t, label: taxIdLabel(t) })),
    },
    {
      name: 'tax_id',
      label: 'Tax ID',
      kind: 'text',
      required: true,
      maxLength: MAX_ID_INPUT,
      hint: 'SSN as 123-45-6789, EIN as 12-3456789, SIN as 130 692 544',
    },
  ],
  may: { create: mayOnboard, update: mayOnboard },
  check: (input): Record<string, string> => {
    const type = typeof input.tax_id_type === 'string' ? input.tax_id_type : '';
    const value = typeof input.tax_id === 'string' ? input.tax_id.trim() : '';
    if (!isTaxIdType(type)) return { tax_id_type: 'Choose a tax ID type' };
    if (value === '') return { tax_id: 'Tax ID is required' };
    const parsed = parseTaxId(type, value);
    return parsed.ok ? {} : { tax_id: parsed.error };
  },
});
