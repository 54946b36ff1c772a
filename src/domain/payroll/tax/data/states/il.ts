import type { StateRule } from './types';

export const IL: StateRule = {
  name: 'Illinois',
  source: {
    publication:
      'Illinois Department of Revenue, Booklet IL-700-T, Illinois Withholding Tax Tables; Form IL-W-4 instructions',
    url: 'https://tax.illinois.gov/forms/withholding.html',
    tax_year: 2026,
    note: 'Tax rate 4.95 %, unchanged in the 2022, 2023 and 2025 booklets. The 2026 per-allowance amount could not be verified and is not used (no IL-W-4 is kept).',
  },
  no_certificate:
    'IL-W-4 instructions: without a completed IL-W-4 the employer withholds on the entire compensation without allowing any exemption.',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'flat',
        rate_ppm: 49_500,
        annual_deduction_cents: 0,
        annual_allowance_cents: 0,
        rounding: 'cent',
      },
    },
  ],
};
