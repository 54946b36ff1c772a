import { rows } from './rows';
import type { StateRule } from './types';

export const OR: StateRule = {
  name: 'Oregon',
  source: {
    publication:
      'Oregon Department of Revenue, Oregon Withholding Tax Formulas (150-206-436), 2024',
    url: 'https://www.oregon.gov/dor/programs/businesses/Pages/Withholding-and-payroll-tax.aspx',
    tax_year: 2024,
    note: 'The latest edition found in the stored corpus. Single table, $2,745 standard deduction, federal tax subtraction (at most $8,250, phased out from $125,000 of wages) and the $249 exemption credit built into the table for taxable income under $50,000, as transcribed in TimeTrex Community Edition’s Oregon formula data; the $50,000 test on taxable (not gross) wages is not verified against the publication.',
  },
  no_certificate: 'Without an OR-W-4, Single with zero allowances.',
  not_computed: 'statewide transit tax (0.1 %) and Paid Leave Oregon employee contributions',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([
          [0, 0, 47_500],
          [430_000, 20_425, 67_500],
          [1_075_000, 63_963, 87_500],
          [12_500_000, 1_063_650, 99_000],
        ]),
        deduction: { kind: 'fixed', cents: 274_500 },
        federal_subtraction: {
          phase_out: [
            { under_cents: 12_500_000, max_cents: 825_000 },
            { under_cents: 13_000_000, max_cents: 660_000 },
            { under_cents: 13_500_000, max_cents: 495_000 },
            { under_cents: 14_000_000, max_cents: 330_000 },
            { under_cents: 14_500_000, max_cents: 165_000 },
          ],
          above_cents: 0,
        },
        low_income_addition: { under_cents: 5_000_000, cents: 24_900 },
        rounding: 'cent',
      },
    },
  ],
};
