import { divRound } from '../../billing/money';
import {
  CHECKBOX_ANNUAL,
  LINE_1G_CENTS,
  PRE_2020_ALLOWANCE_CENTS,
  STANDARD_ANNUAL,
  type BracketRow,
  type FilingStatus,
} from './data/federal-2026';
import { PAY_PERIODS, type PayFrequency } from './frequency';

/** A Form W-4 as the employer holds it: the 2020-or-later form, or a 2019-or-earlier one. */
export type W4 =
  | {
      version: '2020';
      filing_status: FilingStatus;
      /** Step 2(c) checkbox. */
      multiple_jobs: boolean;
      /** Step 3 total, annual. */
      dependents_cents: number;
      /** Step 4(a), annual. */
      other_income_cents: number;
      /** Step 4(b), annual. */
      deductions_cents: number;
      /** Step 4(c), per pay period. */
      extra_withholding_cents: number;
    }
  | {
      version: 'pre2020';
      marital_status: 'single' | 'married';
      allowances: number;
      /** Line 6, per pay period. */
      extra_withholding_cents: number;
    };

/**
 * Publication 15-T: an employee who gives no Form W-4 is withheld as Single (or Married filing
 * separately) with no other entries.
 */
export const NO_W4: W4 = {
  version: '2020',
  filing_status: 'single',
  multiple_jobs: false,
  dependents_cents: 0,
  other_income_cents: 0,
  deductions_cents: 0,
  extra_withholding_cents: 0,
};

/** Worksheet 1A step 2: the tentative annual withholding on an adjusted annual wage amount. */
export function annualTentative(table: BracketRow[], adjustedAnnualCents: number): number {
  const row = [...table].reverse().find((r) => adjustedAnnualCents > r.over_cents) ?? table[0]!;
  return row.base_cents + divRound((adjustedAnnualCents - row.over_cents) * row.rate_bps, 10_000);
}

/**
 * Federal income tax to withhold from one pay period's taxable wages (gross less pre-tax
 * deductions), by Publication 15-T Worksheet 1A (percentage method for automated payroll systems).
 * Each division by the number of pay periods is rounded to the cent, half away from zero.
 */
export function federalWithholding(
  w4: W4,
  taxableWagesCents: number,
  frequency: PayFrequency,
): number {
  const periods = PAY_PERIODS[frequency];
  const annualWages = taxableWagesCents * periods; // line 1c
  if (w4.version === 'pre2020') {
    const adjusted = Math.max(0, annualWages - w4.allowances * PRE_2020_ALLOWANCE_CENTS);
    const status: FilingStatus = w4.marital_status === 'married' ? 'married_jointly' : 'single';
    const tentative = divRound(annualTentative(STANDARD_ANNUAL[status], adjusted), periods);
    return tentative + w4.extra_withholding_cents;
  }
  const line1g = w4.multiple_jobs ? 0 : LINE_1G_CENTS[w4.filing_status];
  const adjusted = Math.max(
    0,
    annualWages + w4.other_income_cents - (w4.deductions_cents + line1g),
  ); // line 1i
  const table = (w4.multiple_jobs ? CHECKBOX_ANNUAL : STANDARD_ANNUAL)[w4.filing_status];
  const tentative = divRound(annualTentative(table, adjusted), periods); // line 2h
  const credits = divRound(w4.dependents_cents, periods); // line 3b
  return Math.max(0, tentative - credits) + w4.extra_withholding_cents; // lines 3c, 4b
}
