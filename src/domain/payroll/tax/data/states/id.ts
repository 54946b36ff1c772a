import { rows } from './rows';
import type { StateRule } from './types';

export const ID: StateRule = {
  name: 'Idaho',
  source: {
    publication:
      'Idaho State Tax Commission, Idaho Income Tax Withholding Tables and computer formula (EPB00006), effective 21 May 2024',
    url: 'https://tax.idaho.gov/taxes/income-tax/withholding/',
    tax_year: 2024,
    note: 'The latest edition found: no 2025 or 2026 Idaho withholding formula is in the stored corpus (the 2026 income tax rate is 5.3 %). Single table as transcribed in TimeTrex Community Edition’s Idaho formula data.',
  },
  no_certificate: 'Without an ID W-4, Single with zero allowances.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([
          [0, 0, 0],
          [1_460_000, 0, 56_950],
        ]),
        deduction: { kind: 'fixed', cents: 0 },
        rounding: 'cent',
      },
    },
  ],
};
