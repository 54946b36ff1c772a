import { describe, expect, it } from 'vitest';
import {
  evaluateCommission,
  evaluatePay,
  evaluatePricing,
  parseHoursHundredths,
  parsePercentBps,
} from './inputs';

describe('calculator inputs', () => {
  it.each([
    ['10', 1_000],
    ['12.5', 1_250],
    ['12.5%', 1_250],
    ['0.01', 1],
    ['-3', -300],
    ['1.234', null],
    ['abc', null],
    ['', null],
  ])('percent %j → %s bps', (text, bps) => expect(parsePercentBps(text)).toBe(bps));

  it.each([
    ['8', 800],
    ['7.5', 750],
    ['', 0],
    ['24', 2_400],
    ['24.01', null],
    ['-1', null],
  ])('hours %j → %s hundredths', (text, h) => expect(parseHoursHundredths(text)).toBe(h));

  it('commission: margin × rate, with field messages', () => {
    expect(evaluateCommission({ margin: '1,234.50', rate: '10' })).toEqual({
      ok: true,
      result: { marginCents: 123_450, rateBps: 1_000, commissionCents: 12_345 },
    });
    expect(evaluateCommission({ margin: 'x', rate: '101' })).toEqual({
      ok: false,
      errors: {
        margin: 'Enter an amount such as 25.00',
        rate: 'Enter a percentage such as 12.5, from 0 to 100',
      },
    });
  });

  it('pricing: forward from a markup, reverse from a target bill rate', () => {
    const r = evaluatePricing({
      pay_rate: '25.00',
      burden: '18',
      markup: '30',
      target_bill_rate: '38.35',
    });
    expect(r).toMatchObject({
      ok: true,
      result: { bill: { billRateCents: 3_835 }, markupBps: 3_000, targetBillCents: 3_835 },
    });
    expect(evaluatePricing({ pay_rate: '25', burden: '18', markup: '' })).toEqual({
      ok: false,
      errors: { markup: 'Enter a markup or a target bill rate' },
    });
  });

  it('pay: a Monday week of hours at a rate', () => {
    const r = evaluatePay({
      rate: '20',
      state: '',
      week_start: '2026-03-02',
      day_0: '10',
      day_1: '10',
      day_2: '10',
      day_3: '10',
      day_4: '10',
    });
    expect(r).toMatchObject({ ok: true, result: { totalCents: 110_000 } });
    expect(
      evaluatePay({ rate: '20', state: 'California', week_start: '2026-03-03', day_0: '25' }),
    ).toEqual({
      ok: false,
      errors: {
        week_start: 'Pick the Monday the week starts on',
        state: 'A two-letter state such as CA',
        day_0: 'Hours from 0 to 24, such as 7.5',
      },
    });
  });
});
