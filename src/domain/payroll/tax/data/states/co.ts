import { rows } from './rows';
import type { StateRule } from './types';

export const CO: StateRule = {
  name: 'Colorado',
  source: {
    publication:
      'Colorado Department of Revenue, DR 1098 “2026 Colorado Withholding Worksheet for Employers” (10/21/25)',
    url: 'https://tax.colorado.gov/withholding-forms',
    tax_year: 2026,
    note: 'Rate and allowance amounts as read in a public payroll engine’s 2026 Colorado module; the worksheet itself is not in the stored corpus.',
  },
  no_certificate:
    'DR 1098: without a DR 0004, annual wages less $11,000 (federal W-4 married filing jointly) or $5,500 (any other status, or no W-4), at 4.40 %.',
  not_computed: 'FAMLI paid-leave premiums and local occupational privilege taxes',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'annualized',
        brackets: rows([[0, 0, 44_000]]),
        deduction: {
          kind: 'by_federal_status',
          married_jointly_cents: 1_100_000,
          other_cents: 550_000,
        },
        rounding: 'cent',
      },
    },
  ],
};
