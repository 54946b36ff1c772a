import { rows } from './rows';
import type { StateRule } from './types';

export const OH: StateRule = {
  name: 'Ohio',
  source: {
    publication:
      'Ohio Department of Taxation, Employer Withholding: Optional Computer Formula, effective 1 July 2024',
    url: 'https://tax.ohio.gov/business/ohio-business-taxes/employer-withholding',
    tax_year: 2024,
    note: 'The latest edition found in the stored corpus (Ohio moves to a flat 2.75 % income tax for 2026; no matching withholding formula was found). Table as transcribed in TimeTrex Community Edition’s Ohio formula data; $650 per IT 4 exemption, none without an IT 4.',
  },
  no_certificate: 'Without an IT 4, zero exemptions.',
  not_computed:
    'municipal income taxes (by work location, e.g. Columbus 2.5 %) and school district income taxes (by residence)',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([
          [0, 0, 5_010],
          [500_000, 2_505, 10_010],
          [1_000_000, 7_510, 20_050],
          [1_500_000, 17_535, 25_050],
          [2_000_000, 30_060, 29_900],
          [10_000_000, 269_260, 33_800],
        ]),
        deduction: { kind: 'fixed', cents: 0 },
        rounding: 'cent',
      },
    },
  ],
};
