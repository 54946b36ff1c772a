import type { StateRule } from './types';

export const GA: StateRule = {
  name: 'Georgia',
  source: {
    publication:
      'Georgia Department of Revenue, Employer’s Tax Guide 2026 (revised December 2025, Table E p. 46; revised September 2026 after HB 463, Table E p. 51)',
    url: 'https://dor.georgia.gov/withholding-tax',
    tax_year: 2026,
    note: 'HB 463 cut the rate from 5.19 % to 4.99 % and raised the single standard deduction from $12,000 to $15,000 and the allowance from $4,000 to $5,000; the DOR lets employers withhold at the new figures from 11 May 2026. Figures as read in a public payroll engine’s 2026 Georgia module; the guides are not in the stored corpus.',
  },
  no_certificate: 'Employer’s Tax Guide: without a G-4, Single with zero allowances.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'flat',
        rate_ppm: 51_900,
        annual_deduction_cents: 1_200_000,
        annual_allowance_cents: 400_000,
        rounding: 'cent',
      },
    },
    {
      from: '2026-05-11',
      rule: {
        method: 'flat',
        rate_ppm: 49_900,
        annual_deduction_cents: 1_500_000,
        annual_allowance_cents: 500_000,
        rounding: 'cent',
      },
    },
  ],
};
