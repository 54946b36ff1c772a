/** The reports of the catalogue, in menu order (kept free of zod: the list's route reads them). */
export const REPORT_KEYS = ['receivables_aging', 'payroll_register', 'invoice_register', 'margin', 'hours'] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];
