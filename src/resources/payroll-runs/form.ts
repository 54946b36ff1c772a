import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { FundingSource, PayrollFrequency } from './contract';
import { MONTHLY_ANCHOR_DAY_MAX } from '../../domain/payroll/periods';
import { isAdmin } from '../../domain/policy/capabilities';
import { canRunPayroll } from '../../domain/policy/payroll';
import { deductionTreatmentLabels, deductionTreatments } from '../../domain/payroll/tax/vocabulary';
import { defineForm } from '../../domain/resources/form';

const partnerField = {
  name: 'partner_id',
  label: 'Partner',
  kind: 'reference',
  apiPath: '/partners',
  sort: 'entity_name',
  labelField: 'entity_name',
  required: true,
  // A partner's users set their own partner's payroll; only admins name one.
  shownTo: isAdmin,
} as const;

export const MONTHLY_ANCHOR_TOO_LATE = `A monthly period starts on day ${MONTHLY_ANCHOR_DAY_MAX} at the latest`;

/** `/payroll_settings`: one per partner (spec §3 frequencies). */
export const payrollSettingsForm = defineForm({
  input: z.object({
    partner_id: z.uuid('Choose a partner').optional(),
    frequency: PayrollFrequency,
    period_anchor: IsoDate,
    pay_delay_days: z
      .number('Days before pay day are required')
      .int('Enter whole days')
      .min(0, 'At least 0')
      .max(14, 'At most 14'),
    funding_source: FundingSource,
    employer_address: z.string().trim().max(300, 'At most 300 characters').nullable().optional(),
    require_identity_verification: z.boolean().optional(),
  }),
  fields: [
    partnerField,
    {
      name: 'frequency',
      label: 'Pay frequency',
      kind: 'select',
      required: true,
      options: () => [
        { value: 'weekly', label: 'Weekly' },
        { value: 'biweekly', label: 'Biweekly' },
        { value: 'monthly', label: 'Monthly' },
      ],
    },
    {
      name: 'period_anchor',
      label: 'First day of a pay period',
      kind: 'date',
      required: true,
      hint: 'Periods repeat from this day',
    },
    {
      name: 'pay_delay_days',
      label: 'Days from period end to pay date',
      kind: 'integer',
      required: true,
    },
    {
      name: 'funding_source',
      label: 'Funding source',
      kind: 'select',
      required: true,
      options: () => [
        { value: 'ach_debit', label: 'ACH debit from the partner’s bank' },
        { value: 'wire', label: 'Wire before pay date' },
        { value: 'prefunded_balance', label: 'Prefunded balance' },
      ],
    },
    {
      name: 'employer_address',
      label: 'Employer address (printed on pay stubs)',
      kind: 'textarea',
      maxLength: 300,
    },
    {
      name: 'require_identity_verification',
      label: 'Require identity verification before first payroll',
      kind: 'checkbox',
      hint: 'A run refuses a worker’s first paycheck until the worker has verified their identity',
    },
  ],
  may: { create: canRunPayroll, update: canRunPayroll },
  check: (input): Record<string, string> =>
    input.frequency === 'monthly' &&
    typeof input.period_anchor === 'string' &&
    Number(input.period_anchor.slice(8, 10)) > MONTHLY_ANCHOR_DAY_MAX
      ? { period_anchor: MONTHLY_ANCHOR_TOO_LATE }
      : {},
});

/** "New payroll run": a day of the pay period; the partner's settings give the period. */
export const payrollRunsForm = defineForm({
  input: z.object({
    partner_id: z.uuid('Choose a partner').optional(),
    period_date: IsoDate,
    requires_second_approver: z.boolean().optional(),
  }),
  fields: [
    partnerField,
    {
      name: 'period_date',
      label: 'A day in the pay period',
      kind: 'date',
      required: true,
      hint: 'The run pays the whole period that holds this day',
    },
    {
      name: 'requires_second_approver',
      label: 'Needs a second approver (whoever submits it may not approve it)',
      kind: 'checkbox',
    },
  ],
  may: { create: canRunPayroll, update: () => false },
});

/** `/paycheck_deductions`: a recurring amount taken from each paycheck of a contractor. */
export const paycheckDeductionsForm = defineForm({
  input: z.object({
    contractor_id: z.uuid('Choose a contractor'),
    name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
    amount_cents: z
      .number('Amount is required')
      .int()
      .min(1, 'More than $0.00')
      .max(10_000_000, 'At most $100,000.00'),
    tax_treatment: z.enum(deductionTreatments, 'Choose how taxes treat it').optional(),
    active: z.boolean(),
  }),
  fields: [
    {
      name: 'contractor_id',
      label: 'Contractor',
      kind: 'reference',
      apiPath: '/contractors',
      sort: 'name',
      labelField: 'name',
      required: true,
      only: 'create',
    },
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    { name: 'amount_cents', label: 'Amount per paycheck', kind: 'money', required: true },
    {
      name: 'tax_treatment',
      label: 'Taxes',
      kind: 'select',
      hint: 'A traditional 401(k) lowers income tax wages only; section 125 also Social Security and Medicare',
      options: () =>
        deductionTreatments.map((value) => ({ value, label: deductionTreatmentLabels[value] })),
    },
    { name: 'active', label: 'Active', kind: 'checkbox' },
  ],
  may: { create: canRunPayroll, update: canRunPayroll },
});
