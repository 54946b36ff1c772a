import { z } from 'zod';
import { TransferStatus } from './payments';

/** Spec §3 payroll frequencies. */
export const payrollFrequencies = ['weekly', 'biweekly', 'monthly'] as const;
export const PayrollFrequency = z.enum(payrollFrequencies);
export type PayrollFrequency = z.infer<typeof PayrollFrequency>;

/** Where a partner's payroll money comes from. */
export const fundingSources = ['ach_debit', 'wire', 'prefunded_balance'] as const;
export const FundingSource = z.enum(fundingSources);

/** Spec §4's payroll run statuses. */
export const PayrollRunStatus = z.enum([
  'pre_draft',
  'pending',
  'processing',
  'paid',
  'partially_paid',
  'failed',
]);

const Cents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

export const PayrollSettings = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  partner_name: z.string(),
  frequency: PayrollFrequency,
  period_anchor: z.string(),
  pay_delay_days: z.number().int(),
  funding_source: FundingSource,
  /** The period running today and when it is paid. */
  current_period_start: z.string(),
  current_period_end: z.string(),
  next_pay_date: z.string(),
  updated_at: z.string(),
});
export type PayrollSettings = z.infer<typeof PayrollSettings>;

export const PayrollRun = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  partner_name: z.string(),
  status: PayrollRunStatus,
  frequency: PayrollFrequency,
  period_start: z.string(),
  period_end: z.string(),
  pay_date: z.string(),
  paychecks_total: z.number().int(),
  paychecks_done: z.number().int(),
  gross_cents: Cents,
  taxes_cents: Cents,
  deductions_cents: Cents,
  net_cents: Cents,
  /** Contractors with approved, unpaid pay in the period now (the preview's lines). */
  preview_lines: z.number().int(),
  computed: z.boolean(),
  failed_paychecks: z.number().int(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
});
export type PayrollRun = z.infer<typeof PayrollRun>;

export const payrollWarnings = [
  'hours_over_threshold',
  'no_payout_method',
  'onboarding_incomplete',
] as const;
export const PayrollWarning = z.object({ code: z.enum(payrollWarnings), message: z.string() });
export type PayrollWarning = z.infer<typeof PayrollWarning>;

/** One contractor of a run as it would be paid: the provider's taxes on the approved pay. */
export const PayrollPreviewLine = z.object({
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  transactions: z.number().int(),
  hours_hundredths: z.number().int(),
  gross_cents: Cents,
  taxes_cents: Cents,
  deductions_cents: Cents,
  net_cents: Cents,
  warnings: z.array(PayrollWarning),
});
export type PayrollPreviewLine = z.infer<typeof PayrollPreviewLine>;

export const PayrollPreview = z.object({
  lines: z.array(PayrollPreviewLine),
  totals: z.object({
    hours_hundredths: z.number().int(),
    gross_cents: Cents,
    taxes_cents: Cents,
    deductions_cents: Cents,
    net_cents: Cents,
  }),
  provider: z.string(),
});
export type PayrollPreview = z.infer<typeof PayrollPreview>;

export const Paycheck = z.object({
  id: z.uuid(),
  payroll_run_id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  partner_id: z.uuid(),
  period_start: z.string(),
  period_end: z.string(),
  pay_date: z.string(),
  hours_hundredths: z.number().int(),
  gross_cents: Cents,
  taxes_cents: Cents,
  deductions_cents: Cents,
  net_cents: Cents,
  status: TransferStatus,
  failure_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Paycheck = z.infer<typeof Paycheck>;

export const PaycheckItem = z.object({
  kind: z.enum(['earning', 'tax', 'deduction']),
  code: z.string(),
  description: z.string(),
  hours_hundredths: z.number().int().nullable(),
  amount_cents: Cents,
});
export type PaycheckItem = z.infer<typeof PaycheckItem>;

export const PaycheckDetail = Paycheck.extend({ items: z.array(PaycheckItem) });
export type PaycheckDetail = z.infer<typeof PaycheckDetail>;

export const PaycheckDeduction = z.object({
  id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  partner_id: z.uuid(),
  name: z.string(),
  amount_cents: Cents,
  active: z.boolean(),
  created_at: z.string(),
});
export type PaycheckDeduction = z.infer<typeof PaycheckDeduction>;
