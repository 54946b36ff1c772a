import type { StateRule } from './types';

export const PA: StateRule = {
  name: 'Pennsylvania',
  source: {
    publication:
      'Pennsylvania Department of Revenue, Employer Withholding (flat 3.07 %); REV-415 Employer Withholding Information Guide; PA Personal Income Tax Guide, Gross Compensation',
    url: 'https://www.pa.gov/agencies/revenue/resources/tax-types-and-information/employer-withholding',
    tax_year: 2026,
    note: '3.07 % for 2026 (Budget Office payroll memo #26-01) as cited in a public payroll engine’s 2026 Pennsylvania module. Traditional 401(k) deferrals are Pennsylvania compensation; section 125 health coverage is not.',
  },
  no_certificate: 'Pennsylvania has no allowance certificate: 3.07 % of compensation.',
  not_computed:
    'local earned income tax (Pittsburgh, Philadelphia wage tax and others), local services tax and the unemployment compensation employee share (0.07 %)',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'flat',
        rate_ppm: 30_700,
        annual_deduction_cents: 0,
        annual_allowance_cents: 0,
        rounding: 'cent',
        taxes_401k: true,
      },
    },
  ],
};
