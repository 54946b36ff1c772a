import { describe, expect, it } from 'vitest';
import {
  closedPeriods,
  DEFAULT_PAY_SCHEDULE,
  periodContaining,
  type PaySchedule,
} from './pay-periods';

describe('periodContaining', () => {
  const cases: [PaySchedule, string, string, string][] = [
    [{ frequency: 'weekly', anchor: '2026-01-05' }, '2026-01-05', '2026-01-05', '2026-01-11'],
    [{ frequency: 'weekly', anchor: '2026-01-05' }, '2026-01-04', '2025-12-29', '2026-01-04'],
    [{ frequency: 'biweekly', anchor: '2024-01-01' }, '2024-01-14', '2024-01-01', '2024-01-14'],
    [{ frequency: 'biweekly', anchor: '2024-01-01' }, '2024-01-15', '2024-01-15', '2024-01-28'],
    [{ frequency: 'biweekly', anchor: '2024-01-01' }, '2023-12-31', '2023-12-18', '2023-12-31'],
    [{ frequency: 'monthly', anchor: '2026-01-01' }, '2026-02-28', '2026-02-01', '2026-02-28'],
    [{ frequency: 'monthly', anchor: '2026-01-15' }, '2026-03-14', '2026-02-15', '2026-03-14'],
    [{ frequency: 'monthly', anchor: '2026-01-15' }, '2026-01-03', '2025-12-15', '2026-01-14'],
    // A 31st anchor starts on the last day of shorter months.
    [{ frequency: 'monthly', anchor: '2026-01-31' }, '2026-03-01', '2026-02-28', '2026-03-30'],
    [{ frequency: 'monthly', anchor: '2024-01-31' }, '2024-02-29', '2024-02-29', '2024-03-30'],
  ];
  for (const [schedule, day, start, end] of cases)
    it(`${schedule.frequency} from ${schedule.anchor}: ${day} is in ${start}…${end}`, () =>
      expect(periodContaining(schedule, day)).toEqual({ start, end }));
});

describe('closedPeriods', () => {
  it('lists the periods ended before a day, from the one containing the start', () => {
    expect(closedPeriods(DEFAULT_PAY_SCHEDULE, '2026-06-03', '2026-07-12')).toEqual([
      { start: '2026-06-01', end: '2026-06-14' },
      { start: '2026-06-15', end: '2026-06-28' },
    ]);
  });
  it('is empty while the first period is still open', () =>
    expect(closedPeriods(DEFAULT_PAY_SCHEDULE, '2026-06-03', '2026-06-14')).toEqual([]));
  it('periods tile: each starts the day after the last ends', () => {
    const ps = closedPeriods(
      { frequency: 'monthly', anchor: '2026-01-31' },
      '2026-01-01',
      '2027-01-01',
    );
    for (let i = 1; i < ps.length; i++)
      expect(Date.parse(ps[i]!.start) - Date.parse(ps[i - 1]!.end)).toBe(86_400_000);
  });
});
