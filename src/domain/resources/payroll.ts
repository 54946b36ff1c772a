import {
  Paycheck,
  PaycheckDeduction,
  PaycheckList,
  PayrollRun,
  PayrollSettings,
} from '../contracts/payroll';
import { payrollRunActionMeta } from '../policy/payroll';
import { defineResource } from './define';
import {
  paycheckDeductionsQuery,
  paychecksQuery,
  payrollRunsQuery,
  payrollSettingsQuery,
} from './payroll-runs-query';

/** Payroll runs: the list and its CSV; the detail and the actions come from the workflow kit. */
export const payrollRunsResource = defineResource({
  name: 'payroll_runs',
  apiPath: '/payroll_runs',
  specPaths: ['/payroll_runs', '/payroll_runs/{id}'],
  labels: { singular: 'Payroll run', plural: 'Payroll runs' },
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
});

export const paycheckDeductionsResource = defineResource({
  name: 'paycheck_deductions',
  apiPath: '/paycheck_deductions',
  specPaths: ['/paycheck_deductions', '/paycheck_deductions/{id}'],
  labels: { singular: 'Paycheck deduction', plural: 'Paycheck deductions' },
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
  labels: { singular: 'Payroll settings', plural: 'Payroll settings' },
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
