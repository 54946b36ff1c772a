import { HOURS_ONLY_ENTRY, TIMED_ENTRY } from './hours-only';
import { entryHoursHundredths, type EntryInput } from './validation';

/** Hours as sent (a JSON number or its text) read as the text typed, so `7.5` and "7.50" are exact. */
export const hoursText = (hours: number | string | null | undefined): string | null =>
  hours === null || hours === undefined ? null : String(hours);

/** What a validated entry stores beside its fields: its kind and its hours in hundredths. */
export const entryFacts = (entry: EntryInput) => ({
  type: entry.hours === null || entry.hours === undefined ? TIMED_ENTRY : HOURS_ONLY_ENTRY,
  hours_hundredths: entryHoursHundredths(entry),
});
