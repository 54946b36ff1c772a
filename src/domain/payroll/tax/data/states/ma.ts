import type { StateRule } from './types';

export const MA: StateRule = {
  name: 'Massachusetts',
  source: {
    publication:
      'Massachusetts DOR, Circular M (Rev. 12/25), Income Tax Withholding Tables at 5.0 % effective 1 January 2026, percentage method with the 4 % surtax',
    url: 'https://www.mass.gov/info-details/dor-circular-m-income-tax-withholding-tables',
    tax_year: 2026,
    note: 'Percentage method (p. 12) as read in a public payroll engine’s 2026 Massachusetts module; the circular is not in the stored corpus. The year’s Social Security and Medicare already deducted is figured from the year-to-date Social Security and Medicare wages.',
  },
  no_certificate: 'Form M-4: without an M-4, no exemptions.',
  not_computed: 'Paid Family and Medical Leave contributions',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'massachusetts',
        rate_ppm: 50_000,
        surtax_rate_ppm: 90_000,
        surtax_threshold_cents: 110_775_000,
        fica_annual_max_cents: 200_000,
      },
    },
  ],
};
