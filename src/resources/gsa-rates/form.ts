import { z } from 'zod';
import { canManagePayrollConfig } from '../../domain/policy/payroll-config';
import { employerField, employerInput } from '../../domain/resources/employer-field';
import { defineForm } from '../../domain/resources/form';
import { usStates } from '../../domain/validation/regions';

const states = Object.keys(usStates) as [string, ...string[]];
const dailyCents = (what: string) =>
  z
    .number(`Enter the ${what} such as 150.00`)
    .int('Enter whole cents')
    .min(0, 'The amount cannot be negative')
    .max(10_000_00, 'At most 10,000.00');

/** `/gsa_rates/new` (`?id=` edits one): POST and PATCH `/v2/gsa_rates`. */
export const gsaRatesForm = defineForm({
  input: z.object({
    state: z.enum(states, 'Choose a state'),
    city: z.string().trim().min(1, 'City is required').max(100, 'At most 100 characters'),
    fiscal_year: z
      .number('Enter a fiscal year')
      .int('Enter a year')
      .min(2000, 'From 2000')
      .max(2100, 'Until 2100'),
    lodging_cents: dailyCents('lodging rate'),
    mie_cents: dailyCents('M&IE rate'),
    ...employerInput,
  }),
  fields: [
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      required: true,
      options: () =>
        Object.entries(usStates).map(([value, name]) => ({ value, label: `${value} — ${name}` })),
    },
    { name: 'city', label: 'City', kind: 'text', required: true, maxLength: 100 },
    {
      name: 'fiscal_year',
      label: 'Fiscal year',
      kind: 'integer',
      required: true,
      hint: 'The federal fiscal year starts on 1 October',
    },
    { name: 'lodging_cents', label: 'Lodging per night', kind: 'money', required: true },
    {
      name: 'mie_cents',
      label: 'M&IE per day',
      kind: 'money',
      required: true,
      hint: 'Meals and incidental expenses',
    },
    employerField,
  ],
  may: { create: canManagePayrollConfig, update: canManagePayrollConfig },
});
