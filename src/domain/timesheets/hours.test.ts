import { describe, expect, it } from 'vitest';
import { formatHours, hoursWorkedHundredths, to12Hour } from './hours';
import { validateEntry } from './validation';

describe('hours rule (spec §5)', () => {
  it('is end minus start minus break/60', () => {
    expect(hoursWorkedHundredths('09:00', '17:30', 30)).toBe(800);
    expect(hoursWorkedHundredths('08:15', '12:35', 0)).toBe(433);
  });
  it('rolls into the next day when end is before start', () => {
    expect(hoursWorkedHundredths('22:00', '06:00', 60)).toBe(700);
  });
  it('formats hundredths with two decimals', () => expect(formatHours(433)).toBe('4.33'));
});

describe('12-hour display of 24-hour input', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s', (input, shown) => expect(to12Hour(input)).toBe(shown));
});

describe('entry validation', () => {
  it('accepts a normal day', () => {
    expect(
      validateEntry({
        date: '2026-11-16',
        time_start: '09:00',
        time_end: '17:00',
        break_time_minutes: 30,
      }),
    ).toEqual({});
  });
  it('names each bad field', () => {
    const errors = validateEntry({
      date: '16/11/2026',
      time_start: '9am',
      time_end: '25:00',
      break_time_minutes: -5,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'break_time_minutes',
      'date',
      'time_end',
      'time_start',
    ]);
  });
  it('refuses a break longer than the shift', () => {
    expect(
      validateEntry({
        date: '2026-11-16',
        time_start: '09:00',
        time_end: '10:00',
        break_time_minutes: 90,
      }),
    ).toHaveProperty('break_time_minutes');
  });
});
