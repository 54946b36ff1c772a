import type { StateRule } from './types';

export const NC: StateRule = {
  name: 'North Carolina',
  source: {
    publication:
      'North Carolina Department of Revenue, NC-30 2026 Income Tax Withholding Tables and Instructions for Employers (Web 11-25)',
    url: 'https://www.ncdor.gov/income-tax-withholding-tables-and-instructions-employers',
    tax_year: 2026,
    note: 'Withholding rate 4.09 % (3.99 % + 0.1 %), $12,750 standard deduction (single), $2,500 per allowance, rounded to the whole dollar, and the weekly example (p. 17) as read in a public payroll engine’s 2026 North Carolina module; NC-30 itself is not in the stored corpus.',
  },
  no_certificate: 'NC-30 section 13: without an NC-4, Single with no allowances.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'flat',
        rate_ppm: 40_900,
        annual_deduction_cents: 1_275_000,
        annual_allowance_cents: 250_000,
        rounding: 'dollar',
      },
    },
  ],
};
