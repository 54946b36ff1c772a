import { describe, expect, it } from 'vitest';
import { fiscalYearOf, formatBps, formatCompRate } from './vocabulary';

describe('payroll configuration formats', () => {
  it.each([
    [270, '2.70%'],
    [6, '0.06%'],
    [1000, '10.00%'],
    [0, '0.00%'],
  ])('%i basis points read %s', (bps, text) => expect(formatBps(bps)).toBe(text));
  it('a comp rate is dollars per $100 of payroll', () =>
    expect(formatCompRate(312)).toBe('$3.12 per $100'));
  it.each([
    ['2026-09-30', 2026],
    ['2026-10-01', 2027],
  ])('%s is in fiscal year %i', (d, y) => expect(fiscalYearOf(d)).toBe(y));
});
