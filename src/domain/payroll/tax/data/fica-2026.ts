/**
 * Social Security, Medicare and FUTA for 2026.
 *
 * Sources:
 * - Social Security wage base $184,500 for 2026: SSA, "2026 Social Security Changes" fact sheet,
 *   https://www.ssa.gov/news/press/factsheets/colafacts2026.pdf (tax year 2026); also printed in
 *   IRS Publication 15 (2026).
 * - Rates 6.2 % (Social Security, employee and employer), 1.45 % (Medicare, each), Additional
 *   Medicare Tax 0.9 % withheld on wages over $200,000 in the calendar year (employee only):
 *   IRS Publication 15 (2026), Employer's Tax Guide, https://www.irs.gov/pub/irs-pdf/p15.pdf.
 * - FUTA 6.0 % less the 5.4 % credit = 0.6 % on the first $7,000 paid to each employee in the year:
 *   IRS Publication 15 (2026), section 14, https://www.irs.gov/pub/irs-pdf/p15.pdf.
 */
export const FICA_SOURCE = {
  publication: 'IRS Publication 15 (2026); SSA 2026 Social Security Changes fact sheet',
  url: 'https://www.irs.gov/pub/irs-pdf/p15.pdf',
  tax_year: 2026,
} as const;

export const SOCIAL_SECURITY = { rate_bps: 620, wage_base_cents: 18_450_000 } as const;
export const MEDICARE = { rate_bps: 145 } as const;
export const ADDITIONAL_MEDICARE = { rate_bps: 90, threshold_cents: 20_000_000 } as const;
export const FUTA = { rate_bps: 60, wage_base_cents: 700_000 } as const;
