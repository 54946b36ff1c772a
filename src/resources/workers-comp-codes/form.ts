import { z } from 'zod';
import { canManageWorkersCompCodes } from '../../domain/policy/payroll-config';
import { defineForm } from '../../domain/resources/form';
import { usStates } from '../../domain/validation/regions';

const states = Object.keys(usStates) as [string, ...string[]];

/** `/workers_comp_codes/new` (`?id=` edits one), admins only: POST and PATCH `/v2/workers_comp_codes`. */
export const workersCompCodesForm = defineForm({
  input: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'A class code is 4 digits'),
    description: z
      .string()
      .trim()
      .min(1, 'Description is required')
      .max(200, 'At most 200 characters'),
    state: z.enum(states, 'Choose a state'),
    rate_bps: z
      .number('Enter the rate in basis points')
      .int('Enter whole basis points')
      .min(0, 'The rate cannot be negative')
      .max(100_000, 'At most 100000 ($1,000 per $100)'),
  }),
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 4 },
    { name: 'description', label: 'Description', kind: 'text', required: true, maxLength: 200 },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      required: true,
      options: () =>
        Object.entries(usStates).map(([value, name]) => ({ value, label: `${value} — ${name}` })),
    },
    {
      name: 'rate_bps',
      label: 'Rate per $100 of payroll (basis points)',
      kind: 'integer',
      required: true,
      hint: '312 is $3.12 per $100',
    },
  ],
  may: { create: canManageWorkersCompCodes, update: canManageWorkersCompCodes },
});
