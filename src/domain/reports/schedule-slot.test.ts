import { describe, expect, it } from 'vitest';
import { latestSlot, localParts, nextSlot } from './schedule-slot';

const ny = { time_zone: 'America/New_York', time: '09:00', weekday: null, month_day: null };

describe('a schedule’s occurrences in its time zone', () => {
  it('reads an instant as local time, across daylight saving', () => {
    expect(localParts(new Date('2026-07-01T13:00:00Z'), 'America/New_York').stamp).toBe(
      '2026-07-01T09:00',
    );
    expect(localParts(new Date('2026-12-01T14:00:00Z'), 'America/New_York').stamp).toBe(
      '2026-12-01T09:00',
    );
  });

  it('daily: today once the time is reached, yesterday before', () => {
    const s = { ...ny, frequency: 'daily' as const };
    expect(latestSlot(s, new Date('2026-11-26T14:00:00Z'))).toBe('2026-11-26T09:00');
    expect(latestSlot(s, new Date('2026-11-26T13:59:00Z'))).toBe('2026-11-25T09:00');
  });

  it('weekly on Monday: the latest Monday at the time', () => {
    const s = { ...ny, frequency: 'weekly' as const, weekday: 1 };
    // Thursday 26 November 2026.
    expect(latestSlot(s, new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-23T09:00');
    // Monday 30 November before nine: still the 23rd; after nine: the 30th.
    expect(latestSlot(s, new Date('2026-11-30T13:00:00Z'))).toBe('2026-11-23T09:00');
    expect(latestSlot(s, new Date('2026-11-30T14:01:00Z'))).toBe('2026-11-30T09:00');
  });

  it('monthly on the 1st: this month once reached, else last month', () => {
    const s = { ...ny, frequency: 'monthly' as const, month_day: 1 };
    expect(latestSlot(s, new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-01T09:00');
    expect(latestSlot(s, new Date('2026-12-01T13:00:00Z'))).toBe('2026-11-01T09:00');
    expect(latestSlot(s, new Date('2027-01-01T15:00:00Z'))).toBe('2027-01-01T09:00');
  });

  it('the next occurrence is the one after the latest: tomorrow, next week, next month', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(nextSlot({ ...ny, frequency: 'daily' }, now)).toBe('2026-11-27T09:00');
    expect(nextSlot({ ...ny, frequency: 'daily', time: '11:30' }, now)).toBe('2026-11-26T11:30');
    expect(nextSlot({ ...ny, frequency: 'weekly', weekday: 1 }, now)).toBe('2026-11-30T09:00');
    expect(nextSlot({ ...ny, frequency: 'monthly', month_day: 28 }, now)).toBe('2026-11-28T09:00');
    expect(
      nextSlot({ ...ny, frequency: 'monthly', month_day: 1 }, new Date('2026-12-15T15:00:00Z')),
    ).toBe('2027-01-01T09:00');
  });
});
