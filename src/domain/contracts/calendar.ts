import { z } from 'zod';
import { isCalendarDate, isTimeZone } from '../validation/calendar';

/** The one date schema of every contract: a day that exists (no year 0000, no 30 February). */
export const IsoDate = z.iso
  .date('Enter the date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Enter a date that exists, as YYYY-MM-DD');

/** An IANA time zone name (`America/New_York`, `UTC`); the browser and the server check the same way. */
export const TimeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Use an IANA time zone name such as America/New_York');
