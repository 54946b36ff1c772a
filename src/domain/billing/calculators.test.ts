import { describe, expect, it } from 'vitest';
import { commissionFor, marginOf } from './commission';
import { calculatePay } from './pay-calculator';
import { billRateFromPay, markupFromBill } from './pricing';

describe('commission (commission.ts)', () => {
  it.each([
    [100_000, 1_000, 10_000],
    [12_345, 1_250, 1_543],
    [12_346, 1_250, 1_543],
    [4, 1_250, 1],
    [3, 1_250, 0],
    [0, 1_000, 0],
    [-5_000, 1_000, 0],
    [99_999, 10_000, 99_999],
    [99_999, 0, 0],
  ])('margin %i¢ at %i bps = %i¢', (margin, bps, cents) =>
    expect(commissionFor(margin, bps)).toBe(cents),
  );

  it('refuses a rate out of 0–10 000 bps and fractional cents', () => {
    expect(() => commissionFor(100, 10_001)).toThrow(RangeError);
    expect(() => commissionFor(100, -1)).toThrow(RangeError);
    expect(() => commissionFor(100.5, 10)).toThrow(RangeError);
  });

  it('margin is bill minus pay of the lines, tax aside', () => {
    expect(marginOf([])).toBe(0);
    expect(
      marginOf([
        { bill_cents: 48_000, pay_cents: 32_000 },
        { bill_cents: 9_000, pay_cents: 6_000 },
        { bill_cents: -1_000, pay_cents: 0 },
      ]),
    ).toBe(18_000);
  });
});

describe('pricing (pricing.ts)', () => {
  it.each([
    // pay, burden, markup → burden, loaded, markup, bill, gross margin bps
    [2_500, 1_800, 3_000, 450, 2_950, 885, 3_835, 2_308],
    [3_333, 1_250, 2_500, 417, 3_750, 938, 4_688, 2_001],
    [2_000, 0, 0, 0, 2_000, 0, 2_000, 0],
    [0, 1_800, 3_000, 0, 0, 0, 0, 0],
    [1, 5_000, 5_000, 1, 2, 1, 3, 3_333],
  ])('pay %i¢, burden %i bps, markup %i bps', (pay, burden, markup, b, loaded, m, bill, gm) =>
    expect(billRateFromPay({ payRateCents: pay, burdenBps: burden, markupBps: markup })).toEqual({
      burdenCents: b,
      loadedCostCents: loaded,
      markupCents: m,
      billRateCents: bill,
      grossMarginBps: gm,
    }),
  );

  it.each([
    [2_500, 1_800, 3_835, 3_000],
    [3_333, 1_250, 4_688, 2_501],
    [2_500, 0, 2_000, -2_000],
    [2_500, 0, 2_500, 0],
    [0, 1_800, 3_000, null],
  ])('pay %i¢, burden %i bps, bill %i¢ → markup %s bps', (pay, burden, bill, markup) =>
    expect(markupFromBill({ payRateCents: pay, burdenBps: burden, billRateCents: bill })).toBe(
      markup,
    ),
  );

  it('refuses negative, fractional or absurd inputs', () => {
    expect(() => billRateFromPay({ payRateCents: -1, burdenBps: 0, markupBps: 0 })).toThrow(
      RangeError,
    );
    expect(() => billRateFromPay({ payRateCents: 1.5, burdenBps: 0, markupBps: 0 })).toThrow(
      RangeError,
    );
    expect(() => billRateFromPay({ payRateCents: 100, burdenBps: 100_001, markupBps: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('pay calculator (pay-calculator.ts)', () => {
  const week = (start: string, hours: number[]) =>
    hours.map((h, i) => ({
      date: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
      hours: h * 100,
    }));

  it('pays past 40 hours a week at 1.5×', () => {
    const r = calculatePay(week('2026-03-02', [10, 10, 10, 10, 10, 0, 0]), 2_000, null);
    expect(r.hours).toEqual({ regular: 4_000, overtime: 1_000, double_overtime: 0, holiday: 0 });
    expect(r.gross).toEqual({ regular: 80_000, overtime: 30_000, double_overtime: 0, holiday: 0 });
    expect(r.totalCents).toBe(110_000);
    expect(r.totalHours).toBe(5_000);
  });

  it('applies the state daily rule with double overtime and rounds the 1.5× rate once', () => {
    const r = calculatePay(week('2026-03-02', [13, 0, 0, 0, 0, 0, 0]), 2_001, 'CA');
    expect(r.rates).toEqual({
      regular: 2_001,
      overtime: 3_002,
      double_overtime: 4_002,
      holiday: 3_002,
    });
    expect(r.gross).toEqual({
      regular: 16_008,
      overtime: 12_008,
      double_overtime: 4_002,
      holiday: 0,
    });
    expect(r.totalCents).toBe(32_018);
  });

  it('pays a federal holiday at the holiday rate, outside overtime', () => {
    const r = calculatePay(week('2026-05-25', [8, 8, 8, 8, 8, 8, 0]), 2_000, null);
    expect(r.hours).toEqual({ regular: 4_000, overtime: 0, double_overtime: 0, holiday: 800 });
    expect(r.gross.holiday).toBe(24_000);
  });

  it('is zero for no hours', () =>
    expect(calculatePay(week('2026-03-02', [0, 0, 0, 0, 0, 0, 0]), 2_000, 'CA').totalCents).toBe(
      0,
    ));
});
