import { describe, expect, it } from 'vitest';
import { STATE_RULES } from './data/states';
import type { FlatRule } from './data/states/types';
import {
  stateTaxesNotComputed,
  stateWithholding,
  UnsupportedStateError,
  type StateWithholdingInput,
} from './state';
import { flatWithholding } from './state-methods';

/** Biweekly $2,000 of income tax wages ($52,000 a year), Single, no state certificate. */
const base: StateWithholdingInput = {
  state: 'TX',
  frequency: 'biweekly',
  pay_date: '2026-06-05',
  income_wages_cents: 200_000,
  wages_with_401k_cents: 200_000,
  federal_status: 'single',
  // Publication 15-T: Single, biweekly $2,000 withholds $156.15.
  federal_withholding_cents: 15_615,
  // 6.2 % + 1.45 % of $2,000.
  fica_cents: 15_300,
  ytd_fica_cents: 0,
};
const withhold = (state: string, over: Partial<StateWithholdingInput> = {}) =>
  stateWithholding({ ...base, state, ...over }).amount_cents;

const flat = (state: string) => {
  const rule = STATE_RULES[state]!.versions.at(-1)!.rule;
  if (rule.method !== 'flat') throw new Error(`${state} is not a flat-rate state`);
  return rule;
};

/**
 * Each expected amount is the state's formula worked by hand in the comment, not the engine's
 * output: annual = $52,000 unless said otherwise.
 */
describe('state income tax withholding, no state certificate on file', () => {
  it.each([
    // 2.0 % × 2,000.
    ['AZ', 4_000],
    // Method B: 2,000 > 727; 2,000 − 219 = 1,781; over 1,594: 43.24 + 6.6 % × 187 = 55.58.
    ['CA', 5_558],
    // (52,000 − 5,500) × 4.4 % = 2,046 / 26 = 78.69.
    ['CO', 7_869],
    // (52,000 − 14,600) × 5.695 % = 2,129.93 / 26 = 81.92.
    ['ID', 8_192],
    // 4.95 % × 2,000.
    ['IL', 9_900],
    // 2.95 % × 2,000.
    ['IN', 5_900],
    // 1,196 + 5.58 % × (52,000 − 26,605) = 2,613.04 / 26 = 100.50.
    ['KS', 10_050],
    // 3.09 % × 2,000.
    ['LA', 6_180],
    // (2,000 − 153.00 FICA) × 26 × 5 % / 26 = 92.35.
    ['MA', 9_235],
    // 1,695.42 + 6.8 % × (52,000 − 36,165) = 2,772.20 / 26 = 106.62.
    ['MN', 10_662],
    // 52,000 − 14,600 = 37,400: 248 + 4.8 % × 28,489 = 1,615.47 / 26 = 62.13 → $62.
    ['MO', 6_200],
    // (2,000 − 490.38) × 4.09 % = 61.74 → $62.
    ['NC', 6_200],
    // 1,437 + 5.94 % × (52,000 − 37,610) = 2,291.77 / 26 = 88.14.
    ['NE', 8_814],
    // 2,000 − 284.60 = 1,715.40: 22.54 + 5.4 % × (1,715.40 − 535) = 86.28.
    ['NY', 8_628],
    // 300.60 + 2.99 % × (52,000 − 20,000) = 1,257.40 / 26 = 48.36.
    ['OH', 4_836],
    // 52,000 − 4,059.90 federal − 2,745 = 45,195.10: 639.63 + 8.75 % × 34,445.10 + 249 (under
    // $50,000) = 3,902.58 / 26 = 150.10.
    ['OR', 15_010],
    // 3.07 % × 2,000.
    ['PA', 6_140],
    // 4.55 % × 52,000 = 2,366; credit 440 − 1.3 % × (52,000 − 8,826) < 0 → 0; 2,366 / 26 = 91.00.
    ['UT', 9_100],
    // 52,000 − 8,500 = 43,500: 720 + 5.75 % × 26,500 = 2,243.75 / 26 = 86.30.
    ['VA', 8_630],
    // Deduction 6,702 − 12 % × (52,000 − 17,780) = 2,595.60; 49,404.40: 1,045.04 + 5.3 % ×
    // 24,154.40 = 2,325.22 / 26 = 89.43.
    ['WI', 8_943],
  ])('%s withholds its formula on biweekly $2,000', (state, cents) => {
    expect(withhold(state)).toBe(cents);
  });

  it('Georgia withholds at 5.19 % before 11 May 2026 and at 4.99 % (HB 463) from it', () => {
    // (2,000 − 461.54) × 5.19 % = 79.85; (2,000 − 576.92) × 4.99 % = 71.01.
    expect(withhold('GA', { pay_date: '2026-05-08' })).toBe(7_985);
    expect(withhold('GA', { pay_date: '2026-05-11' })).toBe(7_101);
  });

  it('Colorado and Utah read the federal filing status', () => {
    // (52,000 − 11,000) × 4.4 % = 1,804 / 26 = 69.38.
    expect(withhold('CO', { federal_status: 'married_jointly' })).toBe(6_938);
    // Biweekly $500: 4.55 % × 13,000 = 591.50 − (440 − 1.3 % × 4,174 = 385.74) = 205.76 / 26 = 7.91.
    expect(withhold('UT', { income_wages_cents: 50_000 })).toBe(791);
  });

  it('Massachusetts stops subtracting Social Security and Medicare at $2,000 a year', () => {
    // $1,950 already subtracted: 50 more. (2,000 − 50) × 5 % = 97.50.
    expect(withhold('MA', { ytd_fica_cents: 195_000 })).toBe(9_750);
  });

  it('Pennsylvania taxes traditional 401(k) deferrals; other states do not', () => {
    const with401k = { income_wages_cents: 190_000, wages_with_401k_cents: 200_000 };
    expect(stateWithholding({ ...base, state: 'PA', ...with401k })).toEqual({
      taxable_wages_cents: 200_000,
      amount_cents: 6_140,
    });
    // 4.95 % × 1,900 = 94.05.
    expect(stateWithholding({ ...base, state: 'IL', ...with401k })).toEqual({
      taxable_wages_cents: 190_000,
      amount_cents: 9_405,
    });
  });

  it('refuses a state without rules, an unknown state, and tables a state does not publish', () => {
    expect(() => withhold('HI')).toThrow(UnsupportedStateError);
    expect(() => withhold('HI')).toThrow(/HI is not supported yet/);
    expect(() => stateWithholding({ ...base, state: null })).toThrow(/work state is unknown/);
    expect(() => withhold('CA', { frequency: 'daily' })).toThrow(
      /California publishes no daily withholding table/,
    );
    // $200,000 biweekly is $5.2 million a year: over Method III's first rate.
    expect(() => withhold('NY', { income_wages_cents: 20_000_000 })).toThrow(
      /New York withholding on annualized wages this high is not supported/,
    );
  });

  it('names the state and local payroll taxes it does not compute', () => {
    expect(stateTaxesNotComputed('OH')).toBe(
      'Ohio: municipal income taxes (by work location, e.g. Columbus 2.5 %) and school district income taxes (by residence) are not computed by the built-in tax engine; withhold them through a provider that covers them',
    );
    expect(stateTaxesNotComputed('IL')).toBeNull();
    expect(stateTaxesNotComputed(null)).toBeNull();
  });
});

describe('published worked examples', () => {
  it('NC-30 (2026) p. 17: weekly $450, single, 2 allowances withholds $4.00', () => {
    // 450 − 245.19 − 2 × 48.08 = 108.65 × 4.09 % = 4.44 → nearest whole dollar.
    expect(flatWithholding(flat('NC'), 45_000, 52, 2)).toBe(400);
  });

  it('Louisiana R-1306 (2025) formula examples', () => {
    const la: FlatRule = flat('LA');
    // Example 1: weekly $1,000, no standard deduction: 1,000 × 3.09 % = 30.90.
    expect(flatWithholding(la, 100_000, 52)).toBe(3_090);
    // Example 2: biweekly $2,500, single with the standard deduction: (2,500 − 12,500 / 26) ×
    // 3.09 % = 62.39.
    expect(flatWithholding({ ...la, annual_deduction_cents: 1_250_000 }, 250_000, 26)).toBe(6_239);
    // Example 3: semimonthly $5,000, married filing jointly: (5,000 − 25,000 / 24) × 3.09 % = 122.31.
    expect(flatWithholding({ ...la, annual_deduction_cents: 2_500_000 }, 500_000, 24)).toBe(12_231);
  });
});
