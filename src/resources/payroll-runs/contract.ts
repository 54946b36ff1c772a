import { z } from 'zod';
import { payrollRunActionMeta } from '../../domain/policy/payroll';
import { defineResource } from '../../domain/resources/define';
import { TransferStatus } from '../payments/contract';
import {
  paycheckDeductionsQuery,
  paychecksQuery,
  payrollRunsQuery,
  payrollSettingsQuery,
} from './query';

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
  employer_address: z.string().nullable(),
  /** Runs refuse a worker's first paycheck until the worker's identity is verified. */
  require_identity_verification: z.boolean(),
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
  /** The employer's own taxes; with gross, the run's employer cost. */
  employer_taxes_cents: Cents,
  /** Four eyes: its submitter may not approve it. */
  requires_second_approver: z.boolean(),
  /** The user who last submitted it for approval. */
  submitted_by: z.uuid().nullable(),
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
  'state_taxes_not_computed',
  'identity_not_verified',
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
  employer_taxes_cents: Cents,
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
    employer_taxes_cents: Cents,
    deductions_cents: Cents,
    net_cents: Cents,
    /** Gross pay plus the employer's taxes: what the run costs the employer. */
    employer_cost_cents: Cents,
    /** Net pay plus every tax (withheld and the employer's): what must be funded before payout. */
    funding_cents: Cents,
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
  employer_taxes_cents: Cents,
  status: TransferStatus,
  failure_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Paycheck = z.infer<typeof Paycheck>;

export const PaycheckList = z.object({
  data: z.array(Paycheck),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** Gross pay of the whole filter's paychecks, in cents, not just this page's. */
    total_gross_cents: z.number().int(),
  }),
});
export type PaycheckList = z.infer<typeof PaycheckList>;

export const paycheckItemKinds = [
  'earning',
  'tax',
  'employer_tax',
  'pre_tax_deduction',
  'deduction',
] as const;
export const PaycheckItem = z.object({
  kind: z.enum(paycheckItemKinds),
  code: z.string(),
  description: z.string(),
  hours_hundredths: z.number().int().nullable(),
  amount_cents: Cents,
  /** A tax line's wages it was figured on; null on other lines. */
  taxable_wages_cents: Cents.nullable(),
});
export type PaycheckItem = z.infer<typeof PaycheckItem>;

const StubRow = z.object({
  label: z.string(),
  hours_hundredths: z.number().int().nullable(),
  rate_cents: Cents.nullable(),
  current_cents: Cents,
  ytd_cents: Cents,
});
const StubTotal = z.object({ current_cents: Cents, ytd_cents: Cents });
/** The pay stub: this paycheck and the year to date, by type (src/domain/payroll/pay-stub.ts). */
export const PayStub = z.object({
  earnings: z.array(StubRow),
  employee_taxes: z.array(StubRow),
  employer_taxes: z.array(StubRow),
  pre_tax_deductions: z.array(StubRow),
  post_tax_deductions: z.array(StubRow),
  totals: z.object({
    gross: StubTotal,
    employee_taxes: StubTotal,
    employer_taxes: StubTotal,
    deductions: StubTotal,
    net: StubTotal,
  }),
});

export const PaycheckDetail = Paycheck.extend({
  items: z.array(PaycheckItem),
  stub: PayStub,
  employer_name: z.string(),
  employer_address: z.string().nullable(),
  /** The last four digits of the account the net pay is deposited to; null when none. */
  deposit_last4: z.string().nullable(),
});
export type PaycheckDetail = z.infer<typeof PaycheckDetail>;

export const PaycheckDeduction = z.object({
  id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  partner_id: z.uuid(),
  name: z.string(),
  amount_cents: Cents,
  tax_treatment: z.enum(['traditional_401k', 'section_125', 'post_tax']),
  active: z.boolean(),
  created_at: z.string(),
});
export type PaycheckDeduction = z.infer<typeof PaycheckDeduction>;

/** Payroll runs: the list and its CSV; the detail and the actions come from the workflow kit. */
export const payrollRunsResource = defineResource({
  name: 'payroll_runs',
  apiPath: '/payroll_runs',
  specPaths: ['/payroll_runs', '/payroll_runs/{id}'],
  labels: {
    singular: 'Payroll run',
    plural: 'Payroll runs',
    title: 'Payroll Runs',
    count: ['run', 'runs'],
  },
  item: PayrollRun,
  query: payrollRunsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'partner', value: (r) => r.partner_name },
    { header: 'status', value: (r) => r.status },
    { header: 'period_start', value: (r) => r.period_start },
    { header: 'period_end', value: (r) => r.period_end },
    { header: 'pay_date', value: (r) => r.pay_date },
    { header: 'paychecks', value: (r) => r.paychecks_total },
    { header: 'gross_cents', value: (r) => r.gross_cents },
    { header: 'taxes_cents', value: (r) => r.taxes_cents },
    { header: 'deductions_cents', value: (r) => r.deductions_cents },
    { header: 'net_cents', value: (r) => r.net_cents },
  ],
  actions: payrollRunActionMeta,
});

const paycheckCsv = [
  { header: 'id', value: (p: Paycheck) => p.id },
  { header: 'contractor', value: (p: Paycheck) => p.contractor_name },
  { header: 'period_start', value: (p: Paycheck) => p.period_start },
  { header: 'period_end', value: (p: Paycheck) => p.period_end },
  { header: 'pay_date', value: (p: Paycheck) => p.pay_date },
  { header: 'hours_hundredths', value: (p: Paycheck) => p.hours_hundredths },
  { header: 'gross_cents', value: (p: Paycheck) => p.gross_cents },
  { header: 'taxes_cents', value: (p: Paycheck) => p.taxes_cents },
  { header: 'deductions_cents', value: (p: Paycheck) => p.deductions_cents },
  { header: 'net_cents', value: (p: Paycheck) => p.net_cents },
  { header: 'status', value: (p: Paycheck) => p.status },
];

export const paychecksResource = defineResource({
  name: 'paychecks',
  apiPath: '/paychecks',
  specPaths: ['/paychecks', '/paychecks/{id}'],
  labels: { singular: 'Paycheck', plural: 'Paychecks' },
  item: Paycheck,
  page: PaycheckList,
  query: paychecksQuery,
  csv: paycheckCsv,
  actions: {},
});

/** The compact list (spec `/paychecks_lite`): the same rows, fewer columns on the page. */
export const paychecksLiteResource = defineResource({
  ...paychecksResource,
  name: 'paychecks_lite',
  apiPath: '/paychecks_lite',
  specPaths: ['/paychecks_lite'],
  detailPath: '/paychecks/{id}',
});

export const paycheckDeductionsResource = defineResource({
  name: 'paycheck_deductions',
  apiPath: '/paycheck_deductions',
  specPaths: ['/paycheck_deductions', '/paycheck_deductions/{id}'],
  labels: {
    singular: 'Paycheck deduction',
    plural: 'Paycheck deductions',
    title: 'Paycheck Deductions',
    count: ['deduction', 'deductions'],
  },
  item: PaycheckDeduction,
  query: paycheckDeductionsQuery,
  csv: [
    { header: 'id', value: (d) => d.id },
    { header: 'contractor', value: (d) => d.contractor_name },
    { header: 'name', value: (d) => d.name },
    { header: 'amount_cents', value: (d) => d.amount_cents },
    { header: 'active', value: (d) => d.active },
  ],
  actions: {},
});

export const payrollSettingsResource = defineResource({
  name: 'payroll_settings',
  apiPath: '/payroll_settings',
  specPaths: ['/payroll_settings'],
  labels: {
    singular: 'Payroll settings',
    plural: 'Payroll settings',
    title: 'Payroll Settings',
    empty: 'No payroll settings yet: add them to run payroll.',
    count: ['partner', 'partners'],
  },
  item: PayrollSettings,
  query: payrollSettingsQuery,
  csv: [
    { header: 'id', value: (s) => s.id },
    { header: 'partner', value: (s) => s.partner_name },
    { header: 'frequency', value: (s) => s.frequency },
    { header: 'period_anchor', value: (s) => s.period_anchor },
    { header: 'pay_delay_days', value: (s) => s.pay_delay_days },
    { header: 'funding_source', value: (s) => s.funding_source },
    { header: 'require_identity_verification', value: (s) => s.require_identity_verification },
  ],
  actions: {},
});
