import { rows } from './rows';
import type { StateRule } from './types';

export const VA: StateRule = {
  name: 'Virginia',
  source: {
    publication:
      'Virginia Department of Taxation, Employer Withholding Instructions, computer formula, effective 1 April 2024',
    url: 'https://www.tax.virginia.gov/withholding-tax',
    tax_year: 2024,
    note: 'The latest edition found in the stored corpus: $8,500 standard deduction, $930 per VA-4 exemption, 2 / 3 / 5 / 5.75 % brackets, as transcribed in TimeTrex Community Edition’s Virginia formula data.',
  },
  no_certificate: 'Without a VA-4, zero exemptions.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([
          [0, 0, 20_000],
          [300_000, 6_000, 30_000],
          [500_000, 12_000, 50_000],
          [1_700_000, 72_000, 57_500],
        ]),
        deduction: { kind: 'fixed', cents: 850_000 },
        rounding: 'cent',
      },
    },
  ],
};
