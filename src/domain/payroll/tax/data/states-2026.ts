/**
 * State income tax withholding rules for wages paid in 2026.
 *
 * States without a wage income tax withhold nothing by rule (Alaska, Florida, Nevada, New Hampshire
 * (no tax on wages), South Dakota, Tennessee (no tax on wages), Texas, Washington, Wyoming):
 * Federation of Tax Administrators, "State Individual Income Taxes" (tax year 2026),
 * https://taxadmin.org/state-tax-rates/ .
 *
 * Illinois: flat 4.95 % of compensation; Booklet IL-700-T, Illinois Withholding Tax Tables
 * (tax rate 4.95 %, unchanged in the 2022, 2023 and 2025 booklets),
 * https://tax.illinois.gov/forms/withholding.html . The product keeps no Form IL-W-4, and the
 * IL-W-4 instructions say that without a completed IL-W-4 the employer withholds on the entire
 * compensation without allowing any exemption, so no allowance amount enters the formula (the 2026
 * per-allowance amount could not be verified and is deliberately not used).
 *
 * Not covered (a refusal, never a zero): every other state, including California, Georgia and New
 * York, which the demo data uses: their 2026 withholding schedules (CA DE 44 method B tables, GA
 * 2026 rate and allowances, NY-1 tables) could not be verified for 2026.
 */
export const STATE_SOURCE = {
  publication:
    'FTA State Individual Income Taxes (2026); Illinois Booklet IL-700-T and Form IL-W-4 instructions',
  url: 'https://tax.illinois.gov/forms/withholding.html',
  tax_year: 2026,
} as const;

export const NO_WAGE_INCOME_TAX_STATES = [
  'AK',
  'FL',
  'NV',
  'NH',
  'SD',
  'TN',
  'TX',
  'WA',
  'WY',
] as const;

/** Flat-rate states: withholding = rate × the period's state taxable wages. */
export const FLAT_RATE_STATES: Record<string, { rate_bps: number; name: string }> = {
  IL: { rate_bps: 495, name: 'Illinois' },
};
