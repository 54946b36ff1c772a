import { minutesOf } from './hours';

export interface TimeSpan {
  time_start: string;
  time_end: string;
}

/** Minutes from the day's midnight; an end earlier than (or equal to) the start rolls into the next day (spec §5). */
function minuteRange({ time_start, time_end }: TimeSpan): [number, number] {
  const start = minutesOf(time_start);
  let end = minutesOf(time_end);
  if (end <= start) end += 24 * 60;
  return [start, end];
}

/**
 * Whether two entries of the same day share any minute. Touching ends (09:00–12:00 and 12:00–17:00)
 * do not overlap: a split shift is two honest entries, not a duplicate.
 */
export function spansOverlap(a: TimeSpan, b: TimeSpan): boolean {
  const [aStart, aEnd] = minuteRange(a);
  const [bStart, bEnd] = minuteRange(b);
  return aStart < bEnd && bStart < aEnd;
}
