import { rows } from './rows';
import type { StateRule } from './types';

export const NE: StateRule = {
  name: 'Nebraska',
  source: {
    publication:
      'Nebraska Department of Revenue, Circular EN (2024), Nebraska Income Tax Withholding, percentage method',
    url: 'https://revenue.nebraska.gov/businesses/withholding-tax',
    tax_year: 2024,
    note: 'The latest edition found in the stored corpus; Single table as transcribed in TimeTrex Community Edition’s Nebraska formula data. The minimum-withholding rule (at least half of Single with one allowance) never raises the withholding of an employee with zero allowances, so it is not applied.',
  },
  no_certificate: 'Without a W-4N, Single with zero allowances.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([
          [0, 0, 0],
          [321_000, 0, 22_600],
          [629_000, 6_961, 32_200],
          [2_044_000, 52_524, 49_100],
          [2_962_000, 97_598, 57_700],
          [3_761_000, 143_700, 59_400],
          [7_063_000, 339_839, 61_000],
        ]),
        deduction: { kind: 'fixed', cents: 0 },
        rounding: 'cent',
      },
    },
  ],
};
