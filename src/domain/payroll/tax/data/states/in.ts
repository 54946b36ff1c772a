import type { StateRule } from './types';

export const IN: StateRule = {
  name: 'Indiana',
  source: {
    publication:
      'Indiana Department of Revenue, Departmental Notice #1 (withholding formula); IC 6-3-2-1 (adjusted gross income tax rate 2.95 % for 2026)',
    url: 'https://www.in.gov/dor/business-tax/withholding-tax/',
    tax_year: 2026,
    note: 'The formula (annual wages less $1,000 per WH-4 exemption, at the state rate) as in TimeTrex Community Edition’s 2024 Indiana data; the 2026 state rate of 2.95 % as reported for 2026 by the Tax Foundation and reproduced in a public tax estimator. The 2026 notice itself is not in the stored corpus.',
  },
  no_certificate: 'Without a WH-4, no exemptions.',
  not_computed: 'county income tax (by the county of residence or principal work on 1 January)',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'flat',
        rate_ppm: 29_500,
        annual_deduction_cents: 0,
        annual_allowance_cents: 100_000,
        rounding: 'cent',
      },
    },
  ],
};
