import { isCalendarDate } from '../validation/calendar';
import { hoursWorkedHundredths, minutesOf, TIME_24H } from './hours';
import { HOURS_HINT, HOURS_OR_TIMES, HOURS_WITHOUT_BREAK, parseEntryHours } from './hours-only';

/** Spec §5: the toast shown when a form fails validation. */
export const FAILED_FORM_TOAST = 'Some fields are missing or there are formatting issues';

/** A time entry: start and end times, or (hours-only) `hours` as typed decimal text and no times. */
export interface EntryInput {
  date: string;
  time_start: string | null;
  time_end: string | null;
  break_time_minutes: number;
  hours?: string | null;
}

export type FieldErrors = Partial<Record<keyof EntryInput, string>>;

const isHoursOnly = (input: EntryInput): input is EntryInput & { hours: string } =>
  input.hours !== null && input.hours !== undefined;

function hoursOnlyErrors(input: EntryInput & { hours: string }, errors: FieldErrors) {
  if (input.time_start !== null || input.time_end !== null) errors.hours = HOURS_OR_TIMES;
  else if (parseEntryHours(input.hours) === null) errors.hours = HOURS_HINT;
  if (input.break_time_minutes !== 0) errors.break_time_minutes = HOURS_WITHOUT_BREAK;
}

function timedErrors(input: EntryInput, errors: FieldErrors) {
  const { time_start: start, time_end: end } = input;
  if (start === null || !TIME_24H.test(start))
    errors.time_start = 'Enter the start time as HH:MM (24-hour)';
  if (end === null || !TIME_24H.test(end))
    errors.time_end = 'Enter the end time as HH:MM (24-hour)';
  if (!Number.isInteger(input.break_time_minutes) || input.break_time_minutes < 0) {
    errors.break_time_minutes = 'Break must be a whole number of minutes, 0 or more';
  }
  if (
    start === null ||
    end === null ||
    errors.time_start ||
    errors.time_end ||
    errors.break_time_minutes
  )
    return;
  if (minutesOf(start) === minutesOf(end))
    errors.time_end = 'End time must differ from the start time';
  else if (hoursWorkedHundredths(start, end, input.break_time_minutes) <= 0) {
    errors.break_time_minutes = 'The break is longer than the time worked';
  }
}

/** Field errors of a time entry; empty when it can be saved. */
export function validateEntry(input: EntryInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!isCalendarDate(input.date)) errors.date = 'Enter the date as YYYY-MM-DD';
  if (isHoursOnly(input)) hoursOnlyErrors(input, errors);
  else timedErrors(input, errors);
  return errors;
}

/** The hours (hundredths) of an entry `validateEntry` accepted: as typed, or end − start − break. */
export function entryHoursHundredths(input: EntryInput): number {
  if (!isHoursOnly(input)) {
    if (input.time_start === null || input.time_end === null)
      throw new Error('an entry without times was not validated');
    return hoursWorkedHundredths(input.time_start, input.time_end, input.break_time_minutes);
  }
  const hours = parseEntryHours(input.hours);
  if (hours === null) throw new Error('hours that were not validated');
  return hours;
}
