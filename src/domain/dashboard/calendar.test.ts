import { expect, it } from 'vitest';
import { ageBuckets, lastWeek, recentWeeks, runByDate } from './calendar';

it('takes last week as the Monday-to-Sunday week before today’s', () => {
  expect(lastWeek('2026-11-20')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  expect(lastWeek('2026-11-16')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  expect(lastWeek('2026-11-15')).toEqual({ from: '2026-11-02', to: '2026-11-08' });
});

it('lists the Mondays of the recent weeks, oldest first, ending with this week', () => {
  expect(recentWeeks('2026-11-20', 3)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
});

it('ages unpaid invoices in buckets that meet without overlapping', () => {
  const b = ageBuckets('2026-11-20');
  expect(b.map((x) => [x.due_from, x.due_to])).toEqual([
    ['2026-11-20', null],
    ['2026-10-21', '2026-11-19'],
    ['2026-09-21', '2026-10-20'],
    ['2026-08-22', '2026-09-20'],
    [null, '2026-08-21'],
  ]);
});

it('sets the run-by date two business days before pay day, skipping weekends', () => {
  expect(runByDate('2026-11-20')).toBe('2026-11-18'); // Friday → Wednesday
  expect(runByDate('2026-11-23')).toBe('2026-11-19'); // Monday → Thursday
  expect(runByDate('2026-11-24')).toBe('2026-11-20'); // Tuesday → Friday
  expect(runByDate('2026-11-22')).toBe('2026-11-19'); // Sunday → Thursday
});
