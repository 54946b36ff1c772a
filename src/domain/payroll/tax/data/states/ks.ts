import { rows } from './rows';
import type { StateRule } from './types';

export const KS: StateRule = {
  name: 'Kansas',
  source: {
    publication:
      'Kansas Department of Revenue, KW-100 Withholding Tax Guide, percentage formula effective 1 January 2024 (published July 2024)',
    url: 'https://www.ksrevenue.gov/forms-btwh.html',
    tax_year: 2024,
    note: 'The latest edition found in the stored corpus; Single table as transcribed in TimeTrex Community Edition’s Kansas formula data.',
  },
  no_certificate: 'Without a K-4, Single with zero allowances.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([
          [0, 0, 0],
          [360_500, 0, 52_000],
          [2_660_500, 119_600, 55_800],
        ]),
        deduction: { kind: 'fixed', cents: 0 },
        rounding: 'cent',
      },
    },
  ],
};
