import { rows } from './rows';
import type { StateRule } from './types';

export const WI: StateRule = {
  name: 'Wisconsin',
  source: {
    publication:
      'Wisconsin Department of Revenue, Publication W-166 Withholding Tax Guide (January 2022), Method B',
    url: 'https://www.revenue.wi.gov/DOR%20Publications/pb166.pdf',
    tax_year: 2022,
    note: 'The latest withholding formula found in the stored corpus. Single table and the sliding standard deduction ($6,702 less 12 % of wages over $17,780, none from $73,630), as transcribed in TimeTrex Community Edition’s Wisconsin formula data.',
  },
  no_certificate: 'Without a WT-4, Single with zero exemptions.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([
          [0, 0, 35_400],
          [1_276_000, 45_170, 46_500],
          [2_525_000, 104_504, 53_000],
          [28_095_000, 1_458_283, 76_500],
        ]),
        deduction: {
          kind: 'phase_out',
          base_cents: 670_200,
          from_cents: 1_778_000,
          to_cents: 7_363_000,
          rate_ppm: 120_000,
        },
        rounding: 'cent',
      },
    },
  ],
};
