import { describe, expect, it } from 'vitest';
import { LOOSE_TIME_HINT } from '../../domain/timesheets/loose-time';
import {
  entryBody,
  mondayOf,
  nextDirty,
  rowHours,
  validateRows,
  weekRows,
  weekTotal,
} from './entry-rows';

describe('week rows', () => {
  it('weeks run Monday to Sunday', () => {
    expect(mondayOf('2026-12-09')).toBe('2026-12-07');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(weekRows('2026-12-28').map((r) => r.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('unsaved typing moves with its weekday when the week changes', () => {
    const rows = weekRows('2026-12-07');
    rows[2] = { ...rows[2]!, time_start: '08:00', dirty: true };
    const moved = weekRows('2026-12-14', rows);
    expect(moved[2]).toMatchObject({ date: '2026-12-16', time_start: '08:00' });
  });

  it('hours follow spec §5, rolling past midnight, and total the week', () => {
    const rows = weekRows('2026-12-07');
    rows[0] = { ...rows[0]!, time_start: '09:00', time_end: '17:30', break_minutes: '30' };
    rows[1] = { ...rows[1]!, time_start: '22:00', time_end: '06:00', break_minutes: '60' };
    expect(rowHours(rows[0])).toBe(800);
    expect(rowHours(rows[1])).toBe(700);
    expect(rowHours(rows[2]!)).toBeNull();
    expect(weekTotal(rows)).toBe(1500);
  });

  it('blank days are skipped; a half-typed day gets field errors', () => {
    const rows = weekRows('2026-12-07');
    rows[3] = { ...rows[3]!, time_start: 'nine', break_minutes: 'ten' };
    expect(validateRows(rows)).toEqual({
      3: {
        time_start: LOOSE_TIME_HINT,
        time_end: 'Enter the end time as HH:MM (24-hour)',
        break_time_minutes: 'Break must be a whole number of minutes, 0 or more',
      },
    });
    expect(nextDirty(rows)).toBe(3);
  });

  it('sends integers and nulls for empty optional text', () => {
    const [row] = weekRows('2026-12-07');
    expect(
      entryBody(
        {
          ...row!,
          time_start: '09:00',
          time_end: '17:00',
          break_minutes: ' 45 ',
          project_code: '  ',
        },
        'a1',
        'UTC',
      ),
    ).toEqual({
      assignment_id: 'a1',
      date: '2026-12-07',
      time_start: '09:00',
      time_end: '17:00',
      hours: null,
      break_time_minutes: 45,
      timezone: 'UTC',
      project_code: null,
      task: null,
    });
  });
});
