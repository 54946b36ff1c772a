import { describe, expect, it } from 'vitest';
import { CHECKBOX_ANNUAL, STANDARD_ANNUAL } from './data/federal-2026';
import { federalWithholding, NO_W4, type W4 } from './federal';

const w4 = (over: Partial<Extract<W4, { version: '2020' }>>): W4 => ({ ...NO_W4, ...over }) as W4;

/**
 * Worksheet 1A of Publication 15-T (2026) worked by hand, line by line; the expected amounts are
 * the arithmetic in each comment, not the engine's output.
 */
describe('federal withholding, Publication 15-T 2026 Worksheet 1A', () => {
  it('Single, biweekly $2,000, no other entries', () => {
    // 1c 2,000 × 26 = 52,000; 1g 8,600; 1i 43,400. Single STANDARD: over 19,900 → 1,240 + 12 % ×
    // 23,500 = 4,060. 2h 4,060 / 26 = 156.153… → 156.15.
    expect(federalWithholding(NO_W4, 200_000, 'biweekly')).toBe(15_615);
  });

  it('Married filing jointly, monthly $6,000, Step 3 credits larger than the tentative amount', () => {
    // 1c 72,000; 1g 12,900; 1i 59,100. MFJ STANDARD: over 44,100 → 2,480 + 12 % × 15,000 = 4,280.
    // 2h 4,280 / 12 = 356.67; 3b 4,400 / 12 = 366.67; 3c = 0 (never below zero); 4c $25.
    const form = w4({ filing_status: 'married_jointly', dependents_cents: 440_000 });
    expect(federalWithholding(form, 600_000, 'monthly')).toBe(0);
    expect(
      federalWithholding({ ...form, extra_withholding_cents: 2_500 }, 600_000, 'monthly'),
    ).toBe(2_500);
  });

  it('Head of household, weekly $1,500, Step 2 checked, Steps 4(a), 4(b) and 4(c)', () => {
    // 1c 78,000; +4a 5,200 = 83,200; −4b 3,000 (1g is 0 when Step 2 is checked) = 80,200.
    // HoH checkbox: over 64,925 → 8,077.50 + 24 % × 15,275 = 11,743.50. 2h 11,743.50 / 52 =
    // 225.837… → 225.84; 4c +10 = 235.84.
    const form = w4({
      filing_status: 'head_of_household',
      multiple_jobs: true,
      other_income_cents: 520_000,
      deductions_cents: 300_000,
      extra_withholding_cents: 1_000,
    });
    expect(federalWithholding(form, 150_000, 'weekly')).toBe(23_584);
  });

  it('Single, biweekly $4,000, Step 2 checked', () => {
    // 1c 104,000; 1g 0. Single checkbox: over 60,900 → 8,983 + 24 % × 43,100 = 19,327.
    // 2h 19,327 / 26 = 743.346… → 743.35.
    expect(federalWithholding(w4({ multiple_jobs: true }), 400_000, 'biweekly')).toBe(74_335);
  });

  it('pre-2020 Form W-4: married, 3 allowances, semimonthly $5,000', () => {
    // 1c 120,000; 1k 3 × 4,300 = 12,900; 1l 107,100. MFJ STANDARD: over 44,100 → 2,480 + 12 % ×
    // 63,000 = 10,040. 10,040 / 24 = 418.33.
    const form: W4 = {
      version: 'pre2020',
      marital_status: 'married',
      allowances: 3,
      extra_withholding_cents: 0,
    };
    expect(federalWithholding(form, 500_000, 'semimonthly')).toBe(41_833);
  });

  it('wages under the table start withhold nothing', () => {
    // 1c 5,200 − 8,600 < 0 → 1i 0.
    expect(federalWithholding(NO_W4, 10_000, 'weekly')).toBe(0);
  });

  it.each([
    ...Object.entries(STANDARD_ANNUAL).map(([s, t]) => [`STANDARD ${s}`, t] as const),
    ...Object.entries(CHECKBOX_ANNUAL).map(([s, t]) => [`checkbox ${s}`, t] as const),
  ])('the %s table: each row starts where the previous bracket ends', (_name, table) => {
    for (let i = 2; i < table.length; i++) {
      const [prev, row] = [table[i - 1]!, table[i]!];
      const carried =
        prev.base_cents + ((row.over_cents - prev.over_cents) * prev.rate_bps) / 10_000;
      expect(Math.abs(row.base_cents - carried)).toBeLessThanOrEqual(0.5);
    }
  });
});
