import { describe, expect, it } from 'vitest';
import { HOURS_HINT, HOURS_OR_TIMES, HOURS_WITHOUT_BREAK, parseEntryHours } from './hours-only';
import { entryHoursHundredths, validateEntry } from './validation';

describe('parseEntryHours', () => {
  it.each([
    ['8', 800],
    ['7.5', 750],
    ['7.25', 725],
    [' 0.01 ', 1],
    ['24', 2_400],
    ['24.00', 2_400],
  ])('%j → %s hundredths', (typed, hundredths) => expect(parseEntryHours(typed)).toBe(hundredths));

  it.each([
    '0',
    '0.00',
    '24.01',
    '25',
    '7.125',
    '-1',
    '7,5',
    '1e1',
    '',
    'eight',
    '0.30000000000000004',
  ])('refuses %j', (typed) => expect(parseEntryHours(typed)).toBeNull());
});

describe('an hours-only entry', () => {
  const day = { date: '2026-11-16', time_start: null, time_end: null, break_time_minutes: 0 };

  it('is valid with hours and no times, and counts the hours typed', () => {
    expect(validateEntry({ ...day, hours: '7.75' })).toEqual({});
    expect(entryHoursHundredths({ ...day, hours: '7.75' })).toBe(775);
  });

  it('says what is wrong with its hours on the hours field', () => {
    expect(validateEntry({ ...day, hours: '0' })).toEqual({ hours: HOURS_HINT });
    expect(validateEntry({ ...day, hours: '24.5' })).toEqual({ hours: HOURS_HINT });
    expect(validateEntry({ ...day, hours: '7.333' })).toEqual({ hours: HOURS_HINT });
  });

  it('takes no times and no break beside the hours', () => {
    expect(validateEntry({ ...day, time_start: '09:00', hours: '8' })).toEqual({
      hours: HOURS_OR_TIMES,
    });
    expect(validateEntry({ ...day, break_time_minutes: 30, hours: '8' })).toEqual({
      break_time_minutes: HOURS_WITHOUT_BREAK,
    });
  });

  it('without hours needs both times', () => {
    expect(validateEntry(day)).toEqual({
      time_start: 'Enter the start time as HH:MM (24-hour)',
      time_end: 'Enter the end time as HH:MM (24-hour)',
    });
  });
});
