/**
 * Hours-only time: where an assignment allows it (`allows_hours_only`), a day's work may be entered
 * as its hours alone instead of start and end times (issue 24: piece-like or field work where the
 * clock times are not recorded). Such a timesheet has no times and `type` HOURS_ONLY_ENTRY.
 */

/** The `type` of a timesheet entered with start and end times (the column's default). */
export const TIMED_ENTRY = 'hourly';
/** The `type` of a timesheet entered as hours only. */
export const HOURS_ONLY_ENTRY = 'hours_only';

/** What a page shows for the start or end of hours-only time. */
export const NO_TIMES_LABEL = 'Not recorded (hours only)';

export const HOURS_HINT = 'Enter hours such as 7.50: more than 0, at most 24, two decimals';
export const HOURS_NOT_ALLOWED =
  'This assignment takes start and end times: hours only are not allowed on it';
export const HOURS_OR_TIMES = 'Enter either hours or start and end times, not both';
export const HOURS_WITHOUT_BREAK = 'Hours only are entered after breaks: leave the break at 0';

const DECIMAL_HOURS = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

/**
 * Typed hours ("8", "7.5", "7.25") as hundredths of an hour, read by their digits (never through a
 * float), or null unless more than 0, at most 24 and at most two decimals.
 */
export function parseEntryHours(typed: string): number | null {
  const m = DECIMAL_HOURS.exec(typed.trim());
  if (!m) return null;
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return hundredths > 0 && hundredths <= 2_400 ? hundredths : null;
}
