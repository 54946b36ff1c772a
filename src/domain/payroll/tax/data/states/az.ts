import type { StateRule } from './types';

export const AZ: StateRule = {
  name: 'Arizona',
  source: {
    publication: 'Arizona Department of Revenue, Form A-4 (2026) and its instructions',
    url: 'https://azdor.gov/forms/withholding-forms/employees-arizona-withholding-election',
    tax_year: 2026,
    note: 'The default percentage as stated in the A-4 instructions, read through a public payroll engine’s 2026 Arizona module; the form itself is not in the stored corpus.',
  },
  no_certificate:
    'Form A-4: an employee who has not filed an A-4 is withheld 2.0 % of gross taxable wages (federal W-2 box 1 wages).',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'flat',
        rate_ppm: 20_000,
        annual_deduction_cents: 0,
        annual_allowance_cents: 0,
        rounding: 'cent',
      },
    },
  ],
};
