import { rows } from './rows';
import type { StateRule } from './types';

export const MO: StateRule = {
  name: 'Missouri',
  source: {
    publication:
      'Missouri Department of Revenue, Employer’s Tax Guide (Form 4282) 2024, withholding formula',
    url: 'https://dor.mo.gov/taxation/business/tax-types/withholding/',
    tax_year: 2024,
    note: 'The latest edition found in the stored corpus (the 2025 and 2026 top rate is 4.7 %, not applied). Single table as transcribed in TimeTrex Community Edition’s Missouri formula data; the $14,600 single standard deduction is the 2024 federal amount Missouri adopts. Rounded to the whole dollar, as the formula says.',
  },
  no_certificate: 'Without a MO W-4, Single with no allowances.',
  not_computed: 'Kansas City and St. Louis earnings taxes (1 %)',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([
          [0, 0, 0],
          [127_300, 0, 20_000],
          [254_600, 2_500, 25_000],
          [381_900, 5_700, 30_000],
          [509_200, 9_500, 35_000],
          [636_500, 14_000, 40_000],
          [763_800, 19_100, 45_000],
          [891_100, 24_800, 48_000],
        ]),
        deduction: { kind: 'fixed', cents: 1_460_000 },
        rounding: 'dollar',
      },
    },
  ],
};
