import type { EntryBody, Timesheet, TimesheetStatus } from './contract';
import { formatHours, hoursWorkedHundredths } from '../../domain/timesheets/hours';
import { HOURS_HINT, HOURS_ONLY_ENTRY, parseEntryHours } from '../../domain/timesheets/hours-only';
import { LOOSE_TIME_HINT, parseLooseTime } from '../../domain/timesheets/loose-time';
import { validateEntry, type FieldErrors } from '../../domain/timesheets/validation';

/** One day of the week being entered, exactly as typed (strings), plus what the server knows of it. */
export interface EntryRow {
  date: string;
  time_start: string;
  time_end: string;
  break_minutes: string;
  project_code: string;
  task: string;
  /** Hours as typed, on a day entered as hours only. */
  hours: string;
  /** The day is entered as its hours (the assignment allows it), not start and end times. */
  hours_only: boolean;
  /** The stored timesheet once saved. */
  id: string | null;
  status: TimesheetStatus | null;
  /** Why a decider rejected the stored timesheet, shown on its row. */
  rejection_reason: string | null;
  /** Typed since the last save (a loaded rejected timesheet counts as dirty: saving reopens it). */
  dirty: boolean;
}

export type EditableField =
  'time_start' | 'time_end' | 'break_minutes' | 'project_code' | 'task' | 'hours';

/** The fields of a day entered as hours only, and of a day entered with times. */
const HOURS_ONLY_FIELDS: readonly EditableField[] = ['hours', 'project_code', 'task'];
const TIMED_FIELDS: readonly EditableField[] = [
  'time_start',
  'time_end',
  'break_minutes',
  'project_code',
  'task',
];
/** Whether a field is one of the row's kind: an hours-only day has no times or break, a timed day no hours cell. */
export const fieldOfRow = (r: EntryRow, field: EditableField) =>
  (r.hours_only ? HOURS_ONLY_FIELDS : TIMED_FIELDS).includes(field);
export type RowErrors = Record<number, FieldErrors>;

export const DEFAULT_TIMEZONE = 'America/New_York';
export const WEEK_DAYS = 7;

const blankRow = (date: string, hoursOnly: boolean): EntryRow => ({
  date,
  time_start: '',
  time_end: '',
  break_minutes: '0',
  project_code: '',
  task: '',
  hours: '',
  hours_only: hoursOnly,
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

/**
 * Seven rows from `monday`, entered as hours only when `hoursOnly` (the assignment allows it); what
 * was typed in unsaved rows moves with its weekday.
 */
export function weekRows(
  monday: string,
  previous: readonly EntryRow[] = [],
  hoursOnly = false,
): EntryRow[] {
  return Array.from({ length: WEEK_DAYS }, (_, i) => {
    const prev = previous[i];
    const date = addDays(monday, i);
    return prev && !prev.id ? { ...prev, date } : blankRow(date, hoursOnly);
  });
}

/**
 * A stored timesheet as a row. Correcting one rejected timesheet opens it dirty (saving reopens it);
 * in a loaded week a rejected day is saved only once it is changed.
 */
export function rowOf(t: Timesheet, reopen = true): EntryRow {
  const hoursOnly = t.type === HOURS_ONLY_ENTRY;
  return {
    date: t.date,
    time_start: t.time_start ?? '',
    time_end: t.time_end ?? '',
    break_minutes: String(t.break_time_minutes),
    project_code: t.project_code ?? '',
    task: t.task ?? '',
    hours: hoursOnly ? formatHours(t.hours_hundredths) : '',
    hours_only: hoursOnly,
    id: t.id,
    status: t.status,
    rejection_reason: t.rejection_reason,
    dirty: reopen && t.status === 'rejected',
  };
}

const byStart = (a: Timesheet, b: Timesheet) =>
  (a.time_start ?? '').localeCompare(b.time_start ?? '');

/**
 * The week as stored: each day's live timesheets (deleted ones are gone) in time order, a blank row
 * for a day without any (hours only when `hoursOnly`); unsaved typing moves to its weekday when that
 * day has nothing stored, and typed hours only to an assignment that allows them.
 */
export function weekRowsFrom(
  monday: string,
  saved: readonly Timesheet[],
  typed: readonly EntryRow[] = [],
  hoursOnly = false,
): EntryRow[] {
  const weekday = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  const unsaved = typed.filter((r) => !r.id && !isBlank(r) && r.hours_only === hoursOnly);
  const carried = Array.from(
    { length: WEEK_DAYS },
    (_, i) => unsaved.find((r) => weekday(r.date) === i) ?? blankRow('', hoursOnly),
  );
  return weekRows(monday, carried, hoursOnly).flatMap((row) => {
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
    const src = lastWeek
      .filter((t) => t.status !== 'deleted' && weekdayOf(t.date) === weekdayOf(r.date))
      .sort(byStart)[0];
    if (!src) return r;
    const {
      date: _date,
      id: _id,
      status: _status,
      rejection_reason: _reason,
      dirty: _dirty,
      ...times
    } = rowOf(src, false);
    return { ...r, ...times, dirty: true };
  });
}

/** A day nobody worked: nothing typed and nothing stored. */
export const isBlank = (r: EntryRow) =>
  !r.id && r.time_start === '' && r.time_end === '' && r.hours.trim() === '';

const breakOf = (r: EntryRow) =>
  /^\d+$/.test(r.break_minutes.trim()) ? Number(r.break_minutes.trim()) : Number.NaN;

/** Hours of a row in hundredths, or null while its times cannot be read. */
export function rowHours(r: EntryRow): number | null {
  if (r.hours_only) return parseEntryHours(r.hours);
  const brk = breakOf(r);
  const start = parseLooseTime(r.time_start);
  const end = parseLooseTime(r.time_end);
  if (!start || !end || Number.isNaN(brk)) return null;
  return hoursWorkedHundredths(start, end, brk);
}

/** The message on a time cell whose text is not a time (empty cells are checked on save). */
export const timeCellError = (typed: string): string | null =>
  typed.trim() === '' || parseLooseTime(typed) ? null : LOOSE_TIME_HINT;

/** The message on an hours cell whose text is not hours (an empty cell is checked on save). */
export const hoursCellError = (typed: string): string | null =>
  typed.trim() === '' || parseEntryHours(typed) !== null ? null : HOURS_HINT;

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
    const errors = r.hours_only
      ? validateEntry({
          date: r.date,
          time_start: null,
          time_end: null,
          break_time_minutes: 0,
          hours: r.hours.trim(),
        })
      : validateEntry({
          date: r.date,
          time_start: n.time_start,
          time_end: n.time_end,
          break_time_minutes: breakOf(r),
        });
    if (errors.time_start && r.time_start.trim()) errors.time_start = LOOSE_TIME_HINT;
    if (errors.time_end && r.time_end.trim()) errors.time_end = LOOSE_TIME_HINT;
    if (Object.keys(errors).length) out[i] = errors;
  });
  return out;
}

/** Index of the next row the server has not seen in its typed form, or -1. */
export const nextDirty = (rows: readonly EntryRow[]) =>
  rows.findIndex((r) => !isBlank(r) && (r.dirty || !r.id));

/** Index of the next saved row still waiting to be submitted, or -1. */
export const nextToSubmit = (rows: readonly EntryRow[]) =>
  rows.findIndex((r) => r.id !== null && r.status === 'draft');

export const weekTotal = (rows: readonly EntryRow[]) =>
  rows.reduce((sum, r) => sum + (rowHours(r) ?? 0), 0);

/** The body of POST /timesheets (or PATCH without the assignment) for one row. */
export function entryBody(r: EntryRow, assignment_id: string, timezone: string): EntryBody {
  const kind = r.hours_only
    ? { time_start: null, time_end: null, hours: r.hours.trim(), break_time_minutes: 0 }
    : {
        time_start: parseLooseTime(r.time_start) ?? r.time_start,
        time_end: parseLooseTime(r.time_end) ?? r.time_end,
        hours: null,
        break_time_minutes: breakOf(r),
      };
  return {
    assignment_id,
    date: r.date,
    ...kind,
    timezone,
    project_code: r.project_code.trim() || null,
    task: r.task.trim() || null,
  };
}
