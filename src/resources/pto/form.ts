import { z } from 'zod';
import { isAdmin } from '../../domain/policy/capabilities';
import { canKeepPtoRules } from './policy';
import { accrualMethods } from './accrual';
import { coverageLabel, ptoCoverages } from './coverage';
import { defineForm } from '../../domain/resources/form';

/** At most a working year (2,080 h) for any amount: larger figures are typing mistakes. */
const Hours = (what: string) =>
  z
    .number(`Enter ${what} such as 8.00`)
    .int()
    .min(0, 'At least 0')
    .max(208_000, 'At most 2080.00 hours');

const methodLabels: Record<(typeof accrualMethods)[number], string> = {
  per_hour_worked: 'Per hour worked',
  per_pay_period: 'Fixed hours per pay period',
};

/** `/pto_rules/new`, `/pto_rules/{id}` (edit): POST and PATCH `/v2/pto_rules`. */
export const ptoRulesForm = defineForm({
  input: z.object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
    accrual_method: z.enum(accrualMethods, 'Choose how hours are earned'),
    earned_hundredths: Hours('the hours earned').min(1, 'More than 0.00 hours'),
    per_hours_worked: z
      .number('Enter a whole number of hours')
      .int('Enter a whole number of hours')
      .min(1, 'At least 1 hour')
      .max(2080, 'At most 2080 hours')
      .nullable()
      .optional(),
    annual_cap_hundredths: Hours('a cap').nullable().optional(),
    carry_over_cap_hundredths: Hours('a cap').nullable().optional(),
    waiting_period_days: z
      .number('Enter a number of days')
      .int('Enter whole days')
      .min(0, 'At least 0 days')
      .max(365, 'At most 365 days'),
    applies_to: z.enum(ptoCoverages, 'Choose the jobs it covers'),
    /** Only an admin names the partner; a partner's rules are its own. */
    partner_id: z.uuid('Choose a partner').nullable().optional(),
  }),
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    {
      name: 'partner_id',
      label: 'Partner',
      kind: 'reference',
      apiPath: '/partners',
      sort: 'entity_name',
      labelField: 'entity_name',
      required: true,
      only: 'create',
      shownTo: isAdmin,
    },
    {
      name: 'accrual_method',
      label: 'Accrual method',
      kind: 'select',
      options: () => accrualMethods.map((value) => ({ value, label: methodLabels[value] })),
      required: true,
    },
    {
      name: 'earned_hundredths',
      label: 'Hours earned',
      kind: 'hours',
      required: true,
      hint: 'Per pay period, or for every "Per hours worked" hours',
    },
    {
      name: 'per_hours_worked',
      label: 'Per hours worked',
      kind: 'integer',
      hint: 'Per hour worked only: 1.00 earned per 30 worked is 1.00 and 30',
    },
    {
      name: 'annual_cap_hundredths',
      label: 'Annual cap (hours)',
      kind: 'hours',
      hint: 'Most hours earned in a calendar year; blank for none',
    },
    {
      name: 'carry_over_cap_hundredths',
      label: 'Carry-over cap (hours)',
      kind: 'hours',
      hint: 'Most hours kept into a new year; blank keeps all',
    },
    {
      name: 'waiting_period_days',
      label: 'Waiting period (days)',
      kind: 'integer',
      required: true,
      hint: 'Days from the first day of work before hours are earned',
    },
    {
      name: 'applies_to',
      label: 'Applies to',
      kind: 'select',
      options: () => ptoCoverages.map((value) => ({ value, label: coverageLabel(value) })),
      required: true,
    },
  ],
  may: { create: canKeepPtoRules, update: canKeepPtoRules },
  check: (r): Record<string, string> =>
    r.accrual_method === 'per_hour_worked' &&
    (r.per_hours_worked === null || r.per_hours_worked === undefined)
      ? { per_hours_worked: 'Per hour worked needs the hours worked for each hour earned' }
      : {},
});

export const accrualMethodLabel = (m: string) => methodLabels[m as keyof typeof methodLabels] ?? m;
