import { describe, expect, it } from 'vitest';
import { holidayOn } from './holidays';
import { amountFor, divRound, salesTaxFor } from './money';
import { apportion, splitWeek, weekStart } from './overtime';
import { hourItems } from './rates';

const h = (hours: number) => Math.round(hours * 100);
const parts = (days: ReturnType<typeof splitWeek>) =>
  days.map((d) => [d.regular / 100, d.overtime / 100, d.double_overtime / 100, d.holiday / 100]);

describe('rounding (money.ts)', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [4, 2, 2],
    [7, 3, 2],
    [-7, 3, -2],
    [1, 100, 0],
    [50, 100, 1],
    [-50, 100, -1],
    [49, 100, 0],
  ])('divRound(%i, %i) = %i (half away from zero)', (a, b, q) => expect(divRound(a, b)).toBe(q));

  it.each([
    [h(8), 2450, 19600],
    [h(7.25), 3333, 24164],
    [h(0.01), 4999, 50],
    [h(0.01), 4950, 50],
    [h(0.01), 4949, 49],
    [h(1.5), 3675, 5513],
    [h(40), 12000, 480000],
  ])('%i hundredths at %i¢ = %i¢', (hours, rate, cents) =>
    expect(amountFor(hours, rate)).toBe(cents),
  );

  it.each([
    [10000, 725, 725],
    [12345, 625, 772],
    [12344, 625, 772],
    [1, 5000, 1],
    [1, 4999, 0],
    [-12345, 625, -772],
    [0, 1000, 0],
  ])('sales tax on %i¢ at %i bps = %i¢', (bill, bps, tax) =>
    expect(salesTaxFor(bill, bps)).toBe(tax),
  );

  it('refuses fractions and non-positive divisors', () => {
    expect(() => divRound(1.5, 2)).toThrow(RangeError);
    expect(() => divRound(1, 0)).toThrow(RangeError);
  });
});

describe('holidays', () => {
  it.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-19', 'Martin Luther King Jr. Day'],
    ['2026-05-25', 'Memorial Day'],
    ['2026-09-07', 'Labor Day'],
    ['2026-10-12', 'Columbus Day'],
    ['2026-11-26', 'Thanksgiving Day'],
    ['2026-12-25', 'Christmas Day'],
    ['2027-02-15', "Washington's Birthday"],
  ])('%s is %s', (date, name) => expect(holidayOn(date)).toBe(name));
  it('an ordinary day is none', () => expect(holidayOn('2026-10-13')).toBeNull());
});

describe('weekly and daily overtime (overtime.ts)', () => {
  // 2026-10-05 is a Monday; no holidays that week.
  const week = (hours: number[], start = 5) =>
    hours.map((x, i) => ({ date: `2026-10-${String(start + i).padStart(2, '0')}`, hours: h(x) }));

  it('workweeks start on Monday', () => {
    expect(weekStart('2026-10-05')).toBe('2026-10-05');
    expect(weekStart('2026-10-11')).toBe('2026-10-05');
    expect(weekStart('2026-10-12')).toBe('2026-10-12');
  });

  it.each([
    [
      'TX',
      [8, 8, 8, 8, 8],
      [
        [8, 0, 0, 0],
        [8, 0, 0, 0],
        [8, 0, 0, 0],
        [8, 0, 0, 0],
        [8, 0, 0, 0],
      ],
    ],
    [
      'TX',
      [10, 10, 10, 10, 5],
      [
        [10, 0, 0, 0],
        [10, 0, 0, 0],
        [10, 0, 0, 0],
        [10, 0, 0, 0],
        [0, 5, 0, 0],
      ],
    ],
    [
      'TX',
      [12, 12, 12, 12],
      [
        [12, 0, 0, 0],
        [12, 0, 0, 0],
        [12, 0, 0, 0],
        [4, 8, 0, 0],
      ],
    ],
    [
      'CA',
      [10, 10, 10, 10, 5],
      [
        [8, 2, 0, 0],
        [8, 2, 0, 0],
        [8, 2, 0, 0],
        [8, 2, 0, 0],
        [5, 0, 0, 0],
      ],
    ],
    ['CA', [14], [[8, 4, 2, 0]]],
    [
      'CA',
      [9, 9, 9, 9, 9, 2],
      [
        [8, 1, 0, 0],
        [8, 1, 0, 0],
        [8, 1, 0, 0],
        [8, 1, 0, 0],
        [8, 1, 0, 0],
        [0, 2, 0, 0],
      ],
    ],
    [
      'CA',
      [4, 4, 4, 4, 4, 4, 10],
      [
        [4, 0, 0, 0],
        [4, 0, 0, 0],
        [4, 0, 0, 0],
        [4, 0, 0, 0],
        [4, 0, 0, 0],
        [4, 0, 0, 0],
        [0, 8, 2, 0],
      ],
    ],
    ['ca', [13], [[8, 4, 1, 0]]],
    ['AK', [10], [[8, 2, 0, 0]]],
    ['CO', [13], [[12, 1, 0, 0]]],
    [null, [13], [[13, 0, 0, 0]]],
  ])('%s %j', (state, hours, expected) => {
    const split = splitWeek(week(hours as number[]), state as string | null);
    expect(parts(split)).toEqual(expected);
    for (const [i, d] of split.entries())
      expect(d.regular + d.overtime + d.double_overtime + d.holiday).toBe(
        h((hours as number[])[i]!),
      );
  });

  it('holiday hours pay the holiday rate and count toward no overtime', () => {
    // Week of Columbus Day, Monday 2026-10-12.
    const split = splitWeek(week([8, 10, 10, 10, 10, 4], 12), 'TX');
    expect(parts(split)).toEqual([
      [0, 0, 0, 8],
      [10, 0, 0, 0],
      [10, 0, 0, 0],
      [10, 0, 0, 0],
      [10, 0, 0, 0],
      [0, 4, 0, 0],
    ]);
  });

  it("an employer's added holiday pays like a federal one and counts toward no overtime", () => {
    // 2026-10-05 is a Monday; the employer adds Wednesday 2026-10-07.
    const added = (d: string) => holidayOn(d) ?? (d === '2026-10-07' ? 'Founders Day' : null);
    const split = splitWeek(week([10, 10, 10, 10, 10]), 'TX', added);
    expect(parts(split)).toEqual([
      [10, 0, 0, 0],
      [10, 0, 0, 0],
      [0, 0, 0, 10],
      [10, 0, 0, 0],
      [10, 0, 0, 0],
    ]);
    expect(parts(splitWeek(week([10, 10, 10, 10, 10]), 'TX'))[4]).toEqual([0, 10, 0, 0]);
  });

  it('days come back in date order whatever order they arrive in', () => {
    const split = splitWeek([...week([10, 10, 10, 10, 5])].reverse(), 'TX');
    expect(split.map((d) => d.date)).toEqual(week([1, 1, 1, 1, 1]).map((d) => d.date));
    expect(split.at(-1)?.overtime).toBe(h(5));
  });
});

describe('items at an assignment’s rates (rates.ts)', () => {
  const pay = { regular: 2450, overtime: 3675, double_overtime: 4900, holiday: 4900 };
  it('one item per kind worked, each rounded once', () => {
    expect(
      hourItems({ regular: h(8), overtime: h(1.33), double_overtime: 0, holiday: 0 }, pay),
    ).toEqual([
      { kind: 'regular', hours_hundredths: 800, rate_cents: 2450, amount_cents: 19600 },
      { kind: 'overtime', hours_hundredths: 133, rate_cents: 3675, amount_cents: 4888 },
    ]);
  });
});

describe('a day shared by several timesheets (apportion)', () => {
  it('earlier timesheets take the regular hours first; each sums to its own hours', () => {
    expect(
      apportion({ regular: h(8), overtime: h(2), double_overtime: 0, holiday: 0 }, [h(6), h(4)]),
    ).toEqual([
      { regular: h(6), overtime: 0, double_overtime: 0, holiday: 0 },
      { regular: h(2), overtime: h(2), double_overtime: 0, holiday: 0 },
    ]);
  });
});
