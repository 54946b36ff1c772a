import { rows } from './rows';
import type { StateRule } from './types';

export const MN: StateRule = {
  name: 'Minnesota',
  source: {
    publication:
      'Minnesota Department of Revenue, 2024 Minnesota Withholding Tax Instructions and Tables, computer formula',
    url: 'https://www.revenue.state.mn.us/withholding-tax-instructions-and-tables',
    tax_year: 2024,
    note: 'The latest edition found in the stored corpus; Single table (standard deduction built in) as transcribed in TimeTrex Community Edition’s Minnesota formula data.',
  },
  no_certificate: 'Without a W-4MN, Single with zero allowances.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([
          [0, 0, 0],
          [447_500, 0, 53_500],
          [3_616_500, 169_542, 68_000],
          [10_856_500, 661_862, 78_500],
          [19_771_500, 1_361_690, 98_500],
        ]),
        deduction: { kind: 'fixed', cents: 0 },
        rounding: 'cent',
      },
    },
  ],
};
