/** The days a weekly schedule may run on, by their number in `weekday` (0 Sunday, as `Date.getDay`). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
