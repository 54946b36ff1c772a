/** The reports of the catalogue, in menu order (kept free of zod: the list's route reads them). */
export const REPORT_KEYS = [
  'receivables_aging',
  'payroll_register',
  'payroll_tax_summary',
  'invoice_register',
  'margin',
  'hours',
  'unsubmitted_time',
  'unapproved_time',
  'expenses_by_type',
  'pto_balances',
  'commissions',
  'headcount_onboarding',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];
