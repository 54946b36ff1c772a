import { describe, expect, it } from 'vitest';
import { payPeriodOf } from './periods';

describe('pay periods (spec §3 frequencies)', () => {
  it('biweekly periods repeat every 14 days from the anchor, either side of it', () => {
    const s = { frequency: 'biweekly', period_anchor: '2026-01-05', pay_delay_days: 5 } as const;
    expect(payPeriodOf(s, '2026-01-05')).toEqual({
      start: '2026-01-05',
      end: '2026-01-18',
      pay_date: '2026-01-23',
    });
    expect(payPeriodOf(s, '2026-01-18').start).toBe('2026-01-05');
    expect(payPeriodOf(s, '2026-01-19').start).toBe('2026-01-19');
    expect(payPeriodOf(s, '2026-01-04')).toMatchObject({ start: '2025-12-22', end: '2026-01-04' });
  });

  it('weekly periods are seven days', () => {
    const s = { frequency: 'weekly', period_anchor: '2026-11-02', pay_delay_days: 0 } as const;
    expect(payPeriodOf(s, '2026-11-20')).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
      pay_date: '2026-11-22',
    });
  });

  it('monthly periods start on the anchor’s day of the month', () => {
    const s = { frequency: 'monthly', period_anchor: '2026-01-15', pay_delay_days: 3 } as const;
    expect(payPeriodOf(s, '2026-03-14')).toEqual({
      start: '2026-02-15',
      end: '2026-03-14',
      pay_date: '2026-03-17',
    });
    expect(payPeriodOf(s, '2026-12-20')).toMatchObject({ start: '2026-12-15', end: '2027-01-14' });
    expect(payPeriodOf({ ...s, period_anchor: '2026-01-01' }, '2026-02-10')).toMatchObject({
      start: '2026-02-01',
      end: '2026-02-28',
    });
  });
});
