import type { StateRule } from './types';

export const LA: StateRule = {
  name: 'Louisiana',
  source: {
    publication:
      'Louisiana Department of Revenue, R-1306 Withholding Tables and Formulas effective 1 January 2025 (emergency rule, Revenue Bulletin 25-008)',
    url: 'https://www.realtaxtools.com/Payroll-1099/payroll/2025-louisiana-withholding-tax-tables-all-new-formula-effective-january-1st/',
    tax_year: 2025,
    note: 'The formula W = (S − deduction / N) × 3.09 % and its worked examples as reproduced by Real Tax Tools (the R-1306 itself is not in the stored corpus); no 2026 edition was found.',
  },
  no_certificate:
    'Without an L-4 the employer withholds as for an employee claiming no standard deduction: 3.09 % of wages.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'flat',
        rate_ppm: 30_900,
        annual_deduction_cents: 0,
        annual_allowance_cents: 0,
        rounding: 'cent',
      },
    },
  ],
};
