import { isCalendarDate } from '../validation/calendar';
import { hoursWorkedHundredths, minutesOf, TIME_24H } from './hours';

/** Spec §5: the toast shown when a form fails validation. */
export const FAILED_FORM_TOAST = 'Some fields are missing or there are formatting issues';

export interface EntryInput {
  date: string;
  time_start: string;
  time_end: string;
  break_time_minutes: number;
}

export type FieldErrors = Partial<Record<keyof EntryInput, string>>;

/** Field errors of a time entry; empty when it can be saved. */
export function validateEntry(input: EntryInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!isCalendarDate(input.date)) errors.date = 'Enter the date as YYYY-MM-DD';
  if (!TIME_24H.test(input.time_start)) errors.time_start = 'Enter the start time as HH:MM (24-hour)';
  if (!TIME_24H.test(input.time_end)) errors.time_end = 'Enter the end time as HH:MM (24-hour)';
  if (!Number.isInteger(input.break_time_minutes) || input.break_time_minutes < 0) {
    errors.break_time_minutes = 'Break must be a whole number of minutes, 0 or more';
  }
  if (!errors.time_start && !errors.time_end && !errors.break_time_minutes) {
    if (minutesOf(input.time_start) === minutesOf(input.time_end)) errors.time_end = 'End time must differ from the start time';
    else if (hoursWorkedHundredths(input.time_start, input.time_end, input.break_time_minutes) <= 0) {
      errors.break_time_minutes = 'The break is longer than the time worked';
    }
  }
  return errors;
}
