import { describe, expect, it } from 'vitest';
import { californiaMethodB } from './california';

/**
 * Examples A to F of the EDD's California Withholding Schedules for 2026, Method B (p. 2–4).
 */
describe('California Method B, 2026 examples', () => {
  it('Example A: weekly $210, single, 1 allowance: under the low-income exemption, nothing', () => {
    expect(
      californiaMethodB({
        period: 'weekly',
        status: 'single',
        regular_allowances: 1,
        estimated_deduction_allowances: 0,
        wages_cents: 21_000,
      }),
    ).toBe(0);
  });

  it('Example B: biweekly $1,600, married, 3 allowances (1 for estimated deductions): $2.38', () => {
    expect(
      californiaMethodB({
        period: 'biweekly',
        status: 'married',
        regular_allowances: 2,
        estimated_deduction_allowances: 1,
        wages_cents: 160_000,
      }),
    ).toBe(238);
  });

  it('Example C: monthly $5,100, married, 5 allowances: $0.82', () => {
    expect(
      californiaMethodB({
        period: 'monthly',
        status: 'married',
        regular_allowances: 5,
        estimated_deduction_allowances: 0,
        wages_cents: 510_000,
      }),
    ).toBe(82);
  });

  it('Example D: weekly $950, head of household, 3 allowances: $1.69', () => {
    // 950 − 219 = 731: 4.69 + 2.2 % × (731 − 426) = 11.40 − 9.71 credit = 1.69.
    expect(
      californiaMethodB({
        period: 'weekly',
        status: 'head_of_household',
        regular_allowances: 3,
        estimated_deduction_allowances: 0,
        wages_cents: 95_000,
      }),
    ).toBe(169);
  });

  it('Example E: semimonthly $2,400 annualized ($57,600), married, 4 allowances: $99.20 a year', () => {
    expect(
      californiaMethodB({
        period: 'annual',
        status: 'married',
        regular_allowances: 4,
        estimated_deduction_allowances: 0,
        wages_cents: 5_760_000,
      }),
    ).toBe(9_920);
  });

  it('Example F: annual $57,000, married, 4 allowances: $86.00', () => {
    expect(
      californiaMethodB({
        period: 'annual',
        status: 'married',
        regular_allowances: 4,
        estimated_deduction_allowances: 0,
        wages_cents: 5_700_000,
      }),
    ).toBe(8_600);
  });
});
