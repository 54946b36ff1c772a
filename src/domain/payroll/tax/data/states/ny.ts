import { rows } from './rows';
import type { StateRule } from './types';

/**
 * New York State, wages paid from 1 January 2026: Method II (exact calculation) for Single,
 * with Table B's deduction allowance; Method III (10.45 % of the whole net wage) from the top
 * line of each table. Annualized wages of $5,000,000 or more (Method III's higher rates) are refused.
 */
export const NY: StateRule = {
  name: 'New York',
  source: {
    publication:
      'NYS-50-T-NYS (1/26), New York State Withholding Tax Tables and Methods; NYS-50 (12/25) Employer’s Guide',
    url: 'https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nys.pdf',
    tax_year: 2026,
    note: 'Tables B and C and the Method II Single tables (p. 14–17) and Method III rates (p. 22) as transcribed in a public payroll engine’s 2026 New York module; not checked against the printed page. Only the Single tables are held: the product keeps no IT-2104.',
  },
  no_certificate:
    'NYS-50: without an IT-2104 (and with a 2020 or later federal W-4), Single with zero allowances.',
  not_computed:
    'New York City and Yonkers income taxes (residence-based), Paid Family Leave and disability benefits (DBL) contributions',
  versions: [
    {
      from: '2026-01-01',
      rule: {
        method: 'period_tables',
        max_annual_wages_cents: 500_000_000,
        tables: {
          weekly: {
            low_income_exemption_cents: 0,
            deduction_cents: 14_230,
            brackets: rows([
              [0, 0, 39_000],
              [16_300, 638, 44_000],
              [22_500, 908, 51_500],
              [26_700, 1_127, 54_000],
              [155_100, 8_058, 59_000],
              [186_200, 9_890, 70_300],
              [207_000, 11_358, 75_300],
              [303_200, 18_602, 64_000],
              [414_200, 25_710, 114_400],
              [510_400, 36_713, 73_500],
            ]),
            whole_wage_rate_from: { net_cents: 2_072_200, rate_ppm: 104_500 },
          },
          biweekly: {
            low_income_exemption_cents: 0,
            deduction_cents: 28_460,
            brackets: rows([
              [0, 0, 39_000],
              [32_700, 1_277, 44_000],
              [45_000, 1_815, 51_500],
              [53_500, 2_254, 54_000],
              [310_200, 16_115, 59_000],
              [372_300, 19_781, 70_300],
              [414_000, 22_715, 75_300],
              [606_300, 37_204, 64_000],
              [828_500, 51_419, 114_400],
              [1_020_800, 73_427, 73_500],
            ]),
            whole_wage_rate_from: { net_cents: 4_144_400, rate_ppm: 104_500 },
          },
          semimonthly: {
            low_income_exemption_cents: 0,
            deduction_cents: 30_835,
            brackets: rows([
              [0, 0, 39_000],
              [35_400, 1_383, 44_000],
              [48_800, 1_967, 51_500],
              [57_900, 2_442, 54_000],
              [336_000, 17_458, 59_000],
              [403_300, 21_429, 70_300],
              [448_500, 24_608, 75_300],
              [656_900, 40_304, 64_000],
              [897_500, 55_704, 114_400],
              [1_105_800, 79_546, 73_500],
            ]),
            whole_wage_rate_from: { net_cents: 4_489_800, rate_ppm: 104_500 },
          },
          monthly: {
            low_income_exemption_cents: 0,
            deduction_cents: 61_670,
            brackets: rows([
              [0, 0, 39_000],
              [70_800, 2_767, 44_000],
              [97_500, 3_933, 51_500],
              [115_800, 4_883, 54_000],
              [672_100, 34_917, 59_000],
              [806_700, 42_858, 70_300],
              [897_100, 49_217, 75_300],
              [1_313_800, 80_608, 64_000],
              [1_795_000, 111_408, 114_400],
              [2_211_700, 159_092, 73_500],
            ]),
            whole_wage_rate_from: { net_cents: 8_979_600, rate_ppm: 104_500 },
          },
          annual: {
            low_income_exemption_cents: 0,
            deduction_cents: 740_000,
            brackets: rows([
              [0, 0, 39_000],
              [850_000, 33_200, 44_000],
              [1_170_000, 47_200, 51_500],
              [1_390_000, 58_600, 54_000],
              [8_065_000, 419_000, 59_000],
              [9_680_000, 514_300, 70_300],
              [10_765_000, 590_600, 75_300],
              [15_765_000, 967_300, 64_000],
              [21_540_000, 1_336_900, 114_400],
              [26_540_000, 1_909_100, 73_500],
            ]),
            whole_wage_rate_from: { net_cents: 107_755_000, rate_ppm: 104_500 },
          },
        },
      },
    },
  ],
};
