import { rows } from './rows';
import type { StateRule } from './types';

export const UT: StateRule = {
  name: 'Utah',
  source: {
    publication:
      'Utah State Tax Commission, Publication 14, Withholding Tax Guide, effective 1 June 2024',
    url: 'https://tax.utah.gov/forms/pubs/pub-14.pdf',
    tax_year: 2024,
    note: 'The latest edition found in the stored corpus (Utah’s 2025 and 2026 income tax rate is 4.5 %, not applied). Rate 4.55 %, base allowance $440 / $880 reduced by 1.3 % of wages over $8,826 / $17,652, as transcribed in TimeTrex Community Edition’s Utah formula data.',
  },
  no_certificate:
    'Utah reads the federal Form W-4: married filing jointly takes the married amounts, every other status the single ones.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([[0, 0, 45_500]]),
        deduction: { kind: 'fixed', cents: 0 },
        credit: {
          single_cents: 44_000,
          married_jointly_cents: 88_000,
          reduction_from_single_cents: 882_600,
          reduction_from_married_jointly_cents: 1_765_200,
          reduction_ppm: 13_000,
        },
        rounding: 'cent',
      },
    },
  ],
};
