import type { EntryBody, Timesheet, TimesheetStatus } from '../../src/domain/contracts/timesheets';
import { hoursWorkedHundredths, TIME_24H } from '../../src/domain/timesheets/hours';
import { validateEntry, type FieldErrors } from '../../src/domain/timesheets/validation';

/** One day of the week being entered, exactly as typed (strings), plus what the server knows of it. */
export interface EntryRow {
  date: string;
  time_start: string;
  time_end: string;
  break_minutes: string;
  project_code: string;
  task: string;
  /** The stored timesheet once saved. */
  id: string | null;
  status: TimesheetStatus | null;
  /** Typed since the last save (a loaded rejected timesheet counts as dirty: saving reopens it). */
  dirty: boolean;
}

export type EditableField = 'time_start' | 'time_end' | 'break_minutes' | 'project_code' | 'task';
export type RowErrors = Record<number, FieldErrors>;

export const DEFAULT_TIMEZONE = 'America/New_York';
export const WEEK_DAYS = 7;

const blankRow = (date: string): EntryRow => ({
  date,
  time_start: '',
  time_end: '',
  break_minutes: '0',
  project_code: '',
  task: '',
  id: null,
  status: null,
  dirty: false,
});

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The Monday on or before a date (weeks run Monday to Sunday). */
export function mondayOf(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, -((day + 6) % 7));
}

/** Seven rows from `monday`; what was typed in unsaved rows moves with its weekday. */
export function weekRows(monday: string, previous: readonly EntryRow[] = []): EntryRow[] {
  return Array.from({ length: WEEK_DAYS }, (_, i) => {
    const prev = previous[i];
    const date = addDays(monday, i);
    return prev && !prev.id ? { ...prev, date } : blankRow(date);
  });
}

/** An existing draft or rejected timesheet, as the one row of the form. */
export function rowOf(t: Timesheet): EntryRow {
  return {
    date: t.date,
    time_start: t.time_start,
    time_end: t.time_end,
    break_minutes: String(t.break_time_minutes),
    project_code: t.project_code ?? '',
    task: t.task ?? '',
    id: t.id,
    status: t.status,
    dirty: t.status === 'rejected',
  };
}

/** A day nobody worked: nothing typed and nothing stored. */
export const isBlank = (r: EntryRow) => !r.id && r.time_start === '' && r.time_end === '';

const breakOf = (r: EntryRow) => (/^\d+$/.test(r.break_minutes.trim()) ? Number(r.break_minutes.trim()) : Number.NaN);

/** Hours of a row in hundredths, or null while its times are incomplete. */
export function rowHours(r: EntryRow): number | null {
  const brk = breakOf(r);
  if (!TIME_24H.test(r.time_start) || !TIME_24H.test(r.time_end) || Number.isNaN(brk)) return null;
  return hoursWorkedHundredths(r.time_start, r.time_end, brk);
}

/** Field errors of every row that will be saved (blank days are skipped). */
export function validateRows(rows: readonly EntryRow[]): RowErrors {
  const out: RowErrors = {};
  rows.forEach((r, i) => {
    if (isBlank(r)) return;
    const errors = validateEntry({ date: r.date, time_start: r.time_start, time_end: r.time_end, break_time_minutes: breakOf(r) });
    if (Object.keys(errors).length) out[i] = errors;
  });
  return out;
}

/** Index of the next row the server has not seen in its typed form, or -1. */
export const nextDirty = (rows: readonly EntryRow[]) => rows.findIndex((r) => !isBlank(r) && (r.dirty || !r.id));

/** Index of the next saved row still waiting to be submitted, or -1. */
export const nextToSubmit = (rows: readonly EntryRow[]) => rows.findIndex((r) => r.id !== null && r.status === 'draft');

export const weekTotal = (rows: readonly EntryRow[]) => rows.reduce((sum, r) => sum + (rowHours(r) ?? 0), 0);

/** The body of POST /timesheets (or PATCH without the assignment) for one row. */
export function entryBody(r: EntryRow, assignment_id: string, timezone: string): EntryBody {
  return {
    assignment_id,
    date: r.date,
    time_start: r.time_start,
    time_end: r.time_end,
    break_time_minutes: breakOf(r),
    timezone,
    project_code: r.project_code.trim() || null,
    task: r.task.trim() || null,
  };
}

