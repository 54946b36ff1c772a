import { describe, expect, it } from 'vitest';
import { isCalendarDate, isTimeZone } from './calendar';

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-20', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['0000-01-01', false],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['20260101', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (input, ok) => expect(isCalendarDate(input)).toBe(ok));
});

describe('isTimeZone', () => {
  it.each([
    ['America/New_York', true],
    ['UTC', true],
    ['Europe/Berlin', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Asia/Kolkata', true],
    ['Asia/Calcutta', true],
    ['Mars/Olympus_Mons', false],
    ['+01:00', false],
    ['EST', false],
    ['', false],
    ['America/New_York\u0000', false],
    ['x'.repeat(65), false],
  ])('%j → %s', (input, ok) => expect(isTimeZone(input)).toBe(ok));
});
