import { z } from 'zod';
import { isAdmin } from '../../domain/policy/capabilities';
import { defineForm } from '../../domain/resources/form';

/** Sales tax is set by the platform for every tenant: admins only. */
export const salesTaxesForm = defineForm({
  input: z.object({
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code, e.g. CA'),
    rate_bps: z
      .number('Rate is required')
      .int('Enter whole basis points')
      .min(0, 'At least 0')
      .max(2_500, 'At most 2500 (25 %)'),
  }),
  fields: [
    {
      name: 'state',
      label: 'State',
      kind: 'text',
      required: true,
      maxLength: 2,
      hint: 'Two letters, e.g. CA',
    },
    {
      name: 'rate_bps',
      label: 'Rate (basis points)',
      kind: 'integer',
      required: true,
      hint: '725 is 7.25 %',
    },
  ],
  may: { create: isAdmin, update: isAdmin },
});
