import { minutesOf } from './hours';

/** An entry's times; an hours-only entry has none. */
export interface TimeSpan {
  time_start: string | null;
  time_end: string | null;
}

/** Minutes from the day's midnight; an end earlier than (or equal to) the start rolls into the next day (spec §5). */
function minuteRange(time_start: string, time_end: string): [number, number] {
  const start = minutesOf(time_start);
  let end = minutesOf(time_end);
  if (end <= start) end += 24 * 60;
  return [start, end];
}

/**
 * Whether two entries of the same day share any minute. Touching ends (09:00–12:00 and 12:00–17:00)
 * do not overlap: a split shift is two honest entries, not a duplicate. Hours-only time says nothing
 * of when it was worked, so it stands for the whole day: any other entry that day may be the same
 * work and is refused.
 */
export function spansOverlap(a: TimeSpan, b: TimeSpan): boolean {
  if (a.time_start === null || a.time_end === null || b.time_start === null || b.time_end === null)
    return true;
  const [aStart, aEnd] = minuteRange(a.time_start, a.time_end);
  const [bStart, bEnd] = minuteRange(b.time_start, b.time_end);
  return aStart < bEnd && bStart < aEnd;
}
