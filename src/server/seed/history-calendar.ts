import { weekStart } from '../../domain/billing/overtime';

const DAY_MS = 86_400_000;

/** How far back the demo agency's history reaches, in weeks before this one. */
export const HISTORY_WEEKS = 26;

export const addDays = (iso: string, n: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** An instant on a day, in UTC hours (fractions allowed). */
export const atHour = (iso: string, hour: number): Date =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + hour * 3_600_000);

/**
 * The demo agency's calendar, counted back from the day the seed runs so the history never goes
 * stale: week 0 is the Monday HISTORY_WEEKS weeks before this week's, week HISTORY_WEEKS is this week.
 */
export function historyCalendar(now: Date = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const thisMonday = weekStart(today);
  const monday = (week: number) => addDays(thisMonday, (week - HISTORY_WEEKS) * 7);
  return { today, thisMonday, monday, first: monday(0) };
}

export type HistoryCalendar = ReturnType<typeof historyCalendar>;

/**
 * The weeks of the history agency worker `i` worked: the agency grew over the six months (a quarter
 * of its workers each at the start, 4, 8 and 12 weeks in), and a few assignments have ended.
 */
export const tenureOf = (i: number): { from: number; to: number } => ({
  from: (i % 4) * 4,
  to: i % 6 === 5 ? 20 : HISTORY_WEEKS,
});
