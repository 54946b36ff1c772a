import type { EntryBody, Timesheet, TimesheetStatus } from '../../src/domain/contracts/timesheets';
import { hoursWorkedHundredths } from '../../src/domain/timesheets/hours';
import { LOOSE_TIME_HINT, parseLooseTime } from '../../src/domain/timesheets/loose-time';
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
  /** Why a decider rejected the stored timesheet, shown on its row. */
  rejection_reason: string | null;
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
  rejection_reason: null,
  dirty: false,
});

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The Monday of the week before. */
export const previousMonday = (monday: string) => addDays(monday, -WEEK_DAYS);

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

/**
 * A stored timesheet as a row. Correcting one rejected timesheet opens it dirty (saving reopens it);
 * in a loaded week a rejected day is saved only once it is changed.
 */
export function rowOf(t: Timesheet, reopen = true): EntryRow {
  return {
    date: t.date,
    time_start: t.time_start,
    time_end: t.time_end,
    break_minutes: String(t.break_time_minutes),
    project_code: t.project_code ?? '',
    task: t.task ?? '',
    id: t.id,
    status: t.status,
    rejection_reason: t.rejection_reason,
    dirty: reopen && t.status === 'rejected',
  };
}

const byStart = (a: Timesheet, b: Timesheet) => a.time_start.localeCompare(b.time_start);

/**
 * The week as stored: each day's live timesheets (deleted ones are gone) in time order, a blank row
 * for a day without any; unsaved typing moves to its weekday when that day has nothing stored.
 */
export function weekRowsFrom(monday: string, saved: readonly Timesheet[], typed: readonly EntryRow[] = []): EntryRow[] {
  const weekday = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  const unsaved = typed.filter((r) => !r.id && !isBlank(r));
  const carried = Array.from({ length: WEEK_DAYS }, (_, i) => unsaved.find((r) => weekday(r.date) === i) ?? blankRow(''));
  return weekRows(monday, carried).flatMap((row) => {
    const day = saved.filter((t) => t.date === row.date && t.status !== 'deleted').sort(byStart);
    return day.length ? day.map((t) => rowOf(t, false)) : [row];
  });
}

/**
 * Fills the blank days of `rows` with the times of the same weekday in `lastWeek` (live timesheets
 * only), as unsaved rows; days already typed or stored keep what they have.
 */
export function copyWeek(rows: readonly EntryRow[], lastWeek: readonly Timesheet[]): EntryRow[] {
  const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
  return rows.map((r) => {
    if (!isBlank(r)) return r;
    const src = lastWeek.filter((t) => t.status !== 'deleted' && weekdayOf(t.date) === weekdayOf(r.date)).sort(byStart)[0];
    if (!src) return r;
    const { date: _date, id: _id, status: _status, rejection_reason: _reason, dirty: _dirty, ...times } = rowOf(src, false);
    return { ...r, ...times, dirty: true };
  });
}

/** A day nobody worked: nothing typed and nothing stored. */
export const isBlank = (r: EntryRow) => !r.id && r.time_start === '' && r.time_end === '';

const breakOf = (r: EntryRow) => (/^\d+$/.test(r.break_minutes.trim()) ? Number(r.break_minutes.trim()) : Number.NaN);

/** Hours of a row in hundredths, or null while its times cannot be read. */
export function rowHours(r: EntryRow): number | null {
  const brk = breakOf(r);
  const start = parseLooseTime(r.time_start);
  const end = parseLooseTime(r.time_end);
  if (!start || !end || Number.isNaN(brk)) return null;
  return hoursWorkedHundredths(start, end, brk);
}

/** The message on a time cell whose text is not a time (empty cells are checked on save). */
export const timeCellError = (typed: string): string | null =>
  typed.trim() === '' || parseLooseTime(typed) ? null : LOOSE_TIME_HINT;

/** A row's times as stored: 24-hour HH:MM when the typed text reads as a time, else as typed. */
export const normalized = (r: EntryRow): EntryRow => ({
  ...r,
  time_start: parseLooseTime(r.time_start) ?? r.time_start,
  time_end: parseLooseTime(r.time_end) ?? r.time_end,
});

/** Field errors of every row that will be saved (blank days are skipped). */
export function validateRows(rows: readonly EntryRow[]): RowErrors {
  const out: RowErrors = {};
  rows.forEach((r, i) => {
    if (isBlank(r)) return;
    const n = normalized(r);
    const errors = validateEntry({ date: r.date, time_start: n.time_start, time_end: n.time_end, break_time_minutes: breakOf(r) });
    if (errors.time_start && r.time_start.trim()) errors.time_start = LOOSE_TIME_HINT;
    if (errors.time_end && r.time_end.trim()) errors.time_end = LOOSE_TIME_HINT;
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
    time_start: parseLooseTime(r.time_start) ?? r.time_start,
    time_end: parseLooseTime(r.time_end) ?? r.time_end,
    break_time_minutes: breakOf(r),
    timezone,
    project_code: r.project_code.trim() || null,
    task: r.task.trim() || null,
  };
}

