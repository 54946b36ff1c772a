/**
 * Federal income tax withholding, tax year 2026: the annual percentage method tables for automated
 * payroll systems and Worksheet 1A figures.
 *
 * Source: IRS Publication 15-T (2026), Federal Income Tax Withholding Methods, section 1
 * "Percentage Method Tables for Automated Payroll Systems" and Worksheet 1A,
 * https://www.irs.gov/pub/irs-pdf/p15t.pdf, for wages paid in 2026.
 *
 * How each row was established: the publication builds its STANDARD tables from the 2026 rate
 * brackets (Rev. Proc. 2025-32) shifted by the standard deduction less the Worksheet 1A line 1g
 * amount, and its Step 2 checkbox tables from half of the standard deduction and half of each
 * bracket. Every row of the six tables, line 1g ($12,900 / $8,600) and the top-row tentative
 * amounts to the cent ($103,291.75 MFJ, $96,489.63 Single, $95,585.50 HoH checkbox) agree with a
 * public transcription of the 2026 PDF's page 12 (text extraction of irs.gov/pub/irs-pdf/p15t.pdf,
 * retrieved 22 June 2026); the PDF itself is not in the stored corpus.
 *
 * Worked examples: the 2026 publication has none for Worksheet 1A (the same transcription searched
 * all 71 pages); its one example (p. 7) is a nonresident alien on the wage bracket method, which
 * this engine does not implement. The tests work Worksheet 1A by hand instead.
 */
export const FEDERAL_SOURCE = {
  publication: 'IRS Publication 15-T (2026), Federal Income Tax Withholding Methods',
  url: 'https://www.irs.gov/pub/irs-pdf/p15t.pdf',
  tax_year: 2026,
} as const;

export type FilingStatus = 'single' | 'married_jointly' | 'head_of_household';

/** One row of an annual table: wages over `over_cents` withhold `base_cents` plus `rate_bps` of the excess. */
export interface BracketRow {
  over_cents: number;
  base_cents: number;
  rate_bps: number;
}

const rows = (r: [number, number, number][]): BracketRow[] =>
  r.map(([over_cents, base_cents, rate_bps]) => ({ over_cents, base_cents, rate_bps }));

/** STANDARD withholding rate schedules (Form W-4 2020 or later, Step 2 box not checked; pre-2020 forms). */
export const STANDARD_ANNUAL: Record<FilingStatus, BracketRow[]> = {
  married_jointly: rows([
    [0, 0, 0],
    [1_930_000, 0, 1000],
    [4_410_000, 248_000, 1200],
    [12_010_000, 1_160_000, 2200],
    [23_070_000, 3_593_200, 2400],
    [42_285_000, 8_204_800, 3200],
    [53_175_000, 11_689_600, 3500],
    [78_800_000, 20_658_350, 3700],
  ]),
  single: rows([
    [0, 0, 0],
    [750_000, 0, 1000],
    [1_990_000, 124_000, 1200],
    [5_790_000, 580_000, 2200],
    [11_320_000, 1_796_600, 2400],
    [20_927_500, 4_102_400, 3200],
    [26_372_500, 5_844_800, 3500],
    [64_810_000, 19_297_925, 3700],
  ]),
  head_of_household: rows([
    [0, 0, 0],
    [1_555_000, 0, 1000],
    [3_325_000, 177_000, 1200],
    [8_300_000, 774_000, 2200],
    [12_125_000, 1_615_500, 2400],
    [21_730_000, 3_920_700, 3200],
    [27_175_000, 5_663_100, 3500],
    [65_615_000, 19_117_100, 3700],
  ]),
};

/** Form W-4 Step 2 checkbox withholding rate schedules (2020 or later form, box checked). */
export const CHECKBOX_ANNUAL: Record<FilingStatus, BracketRow[]> = {
  married_jointly: rows([
    [0, 0, 0],
    [1_610_000, 0, 1000],
    [2_850_000, 124_000, 1200],
    [6_650_000, 580_000, 2200],
    [12_180_000, 1_796_600, 2400],
    [21_787_500, 4_102_400, 3200],
    [27_232_500, 5_844_800, 3500],
    [40_045_000, 10_329_175, 3700],
  ]),
  single: rows([
    [0, 0, 0],
    [805_000, 0, 1000],
    [1_425_000, 62_000, 1200],
    [3_325_000, 290_000, 2200],
    [6_090_000, 898_300, 2400],
    [10_893_750, 2_051_200, 3200],
    [13_616_250, 2_922_400, 3500],
    [32_835_000, 9_648_963, 3700],
  ]),
  head_of_household: rows([
    [0, 0, 0],
    [1_207_500, 0, 1000],
    [2_092_500, 88_500, 1200],
    [4_580_000, 387_000, 2200],
    [6_492_500, 807_750, 2400],
    [11_295_000, 1_960_350, 3200],
    [14_017_500, 2_831_550, 3500],
    [33_237_500, 9_558_550, 3700],
  ]),
};

/** Worksheet 1A line 1g: subtracted when the Step 2 box is not checked. */
export const LINE_1G_CENTS: Record<FilingStatus, number> = {
  married_jointly: 1_290_000,
  single: 860_000,
  head_of_household: 860_000,
};

/** Worksheet 1A line 1k: the annual amount of one allowance on a 2019-or-earlier Form W-4. */
export const PRE_2020_ALLOWANCE_CENTS = 430_000;
