import { describe, expect, it } from 'vitest';
import {
  accrueForPeriod,
  stateAfter,
  type AccrualState,
  type AccrualTerms,
  type PeriodInput,
} from './accrual';

const perHour: AccrualTerms = {
  accrual_method: 'per_hour_worked',
  earned_hundredths: 100,
  per_hours_worked: 30,
  annual_cap_hundredths: 4_000,
  carry_over_cap_hundredths: 2_400,
  waiting_period_days: 0,
};
const fixed: AccrualTerms = {
  ...perHour,
  accrual_method: 'per_pay_period',
  earned_hundredths: 400,
  per_hours_worked: null,
  annual_cap_hundredths: 1_000,
};
const p = (start: string, end: string) => ({ start, end });
const input = (over: Partial<PeriodInput> = {}): PeriodInput => ({
  period: p('2026-06-01', '2026-06-14'),
  eligible_on: '2026-01-01',
  worked_hundredths: 8_000,
  available_hundredths: 0,
  ...over,
});
const fresh: AccrualState = { year: null, accrued_this_year: 0 };
const in2026 = (n: number): AccrualState => ({ year: 2026, accrued_this_year: n });

describe('accrueForPeriod', () => {
  const cases: [string, AccrualTerms, PeriodInput, AccrualState, number, number][] = [
    // 80 h × 1/30 = 2.666… h, rounded down to 2.66.
    ['per hour: 80 h worked at 1 per 30 rounds down', perHour, input(), fresh, 266, 0],
    [
      'per hour: exactly 30 h earns 1.00',
      perHour,
      input({ worked_hundredths: 3_000 }),
      fresh,
      100,
      0,
    ],
    [
      'per hour: under 0.01 h earns nothing',
      perHour,
      input({ worked_hundredths: 29 }),
      fresh,
      0,
      0,
    ],
    ['per hour: no hours, nothing', perHour, input({ worked_hundredths: 0 }), fresh, 0, 0],
    [
      'fixed: the period amount whatever was worked',
      fixed,
      input({ worked_hundredths: 0 }),
      fresh,
      400,
      0,
    ],
    [
      'waiting: a period ending before the eligible day earns nothing',
      fixed,
      input({ eligible_on: '2026-06-15' }),
      fresh,
      0,
      0,
    ],
    [
      'waiting: the period the eligible day falls in earns',
      fixed,
      input({ eligible_on: '2026-06-14' }),
      fresh,
      400,
      0,
    ],
    ['annual cap: only the room left this year', fixed, input(), in2026(800), 200, 0],
    ['annual cap: nothing once reached', fixed, input(), in2026(1_000), 0, 0],
    [
      'annual cap: a new year starts again',
      fixed,
      input({ period: p('2026-12-28', '2027-01-10') }),
      in2026(1_000),
      400,
      0,
    ],
    [
      'carry-over: a new year forfeits the balance above the cap',
      perHour,
      input({ period: p('2026-12-28', '2027-01-10'), available_hundredths: 3_000 }),
      in2026(3_000),
      266,
      600,
    ],
    [
      'carry-over: a balance under the cap is kept',
      perHour,
      input({ period: p('2026-12-28', '2027-01-10'), available_hundredths: 2_000 }),
      in2026(2_000),
      266,
      0,
    ],
    [
      'carry-over: only at a year change',
      perHour,
      input({ available_hundredths: 9_000 }),
      in2026(100),
      266,
      0,
    ],
    [
      'carry-over: no cap keeps everything',
      { ...perHour, carry_over_cap_hundredths: null },
      input({ period: p('2026-12-28', '2027-01-10'), available_hundredths: 9_000 }),
      in2026(3_000),
      266,
      0,
    ],
    ['no annual cap', { ...fixed, annual_cap_hundredths: null }, input(), in2026(99_000), 400, 0],
  ];
  for (const [name, terms, i, state, accrued, forfeited] of cases)
    it(name, () =>
      expect(accrueForPeriod(terms, i, state)).toMatchObject({
        accrued_hundredths: accrued,
        forfeited_hundredths: forfeited,
      }),
    );

  it('carries the year and what it earned', () => {
    expect(accrueForPeriod(fixed, input(), in2026(200)).state).toEqual(in2026(600));
    expect(
      accrueForPeriod(fixed, input({ period: p('2026-12-28', '2027-01-10') }), in2026(900)).state,
    ).toEqual({ year: 2027, accrued_this_year: 400 });
  });
});

describe('stateAfter', () => {
  it('sums the last year only', () =>
    expect(
      stateAfter([
        { period_end: '2026-12-27', accrued_hundredths: 500 },
        { period_end: '2027-01-10', accrued_hundredths: 100 },
        { period_end: '2027-01-24', accrued_hundredths: 150 },
      ]),
    ).toEqual({ year: 2027, accrued_this_year: 250 }));
  it('starts with no year', () =>
    expect(stateAfter([])).toEqual({ year: null, accrued_this_year: 0 }));
});
