import { holidayOn } from './holidays';

/** Hours of one day in hundredths, split by the rate that pays them. */
export interface HourSplit {
  regular: number;
  overtime: number;
  double_overtime: number;
  holiday: number;
}

export interface WorkedDay {
  /** ISO date; one entry per day (several timesheets of a day are summed first). */
  date: string;
  hours: number;
}

/** A state's daily overtime rule, in hundredths: hours past `overtime` are overtime, past `double` double. */
interface DailyRule {
  overtime: number;
  double: number | null;
  /** California: the seventh consecutive day of a workweek pays overtime from the first hour. */
  seventhDay: boolean;
}

const H = 100;
/** Federal (FLSA) weekly overtime: hours past 40 in a workweek. */
export const WEEKLY_OVERTIME = 40 * H;

/**
 * States with daily overtime beyond the federal weekly rule. California (Labor Code 510): past 8 hours
 * a day at 1.5×, past 12 at 2×; the seventh consecutive workday, the first 8 at 1.5× and past 8 at 2×.
 * Alaska: past 8 a day at 1.5×. Colorado: past 12 a day at 1.5×.
 */
export const DAILY_RULES: Readonly<Record<string, DailyRule>> = {
  CA: { overtime: 8 * H, double: 12 * H, seventhDay: true },
  AK: { overtime: 8 * H, double: null, seventhDay: false },
  CO: { overtime: 12 * H, double: null, seventhDay: false },
};

/** Monday of the workweek holding an ISO date (workweeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

function daily(hours: number, rule: DailyRule | undefined, seventh: boolean): HourSplit {
  const split = { regular: hours, overtime: 0, double_overtime: 0, holiday: 0 };
  if (!rule) return split;
  if (seventh && rule.seventhDay) {
    const ot = Math.min(hours, 8 * H);
    return { regular: 0, overtime: ot, double_overtime: hours - ot, holiday: 0 };
  }
  const doubleFrom = rule.double ?? Infinity;
  const double = Math.max(0, hours - doubleFrom);
  const overtime = Math.max(0, Math.min(hours, doubleFrom) - rule.overtime);
  return { regular: hours - overtime - double, overtime, double_overtime: double, holiday: 0 };
}

/**
 * Splits one workweek of one assignment (days in any order, all in the same Monday–Sunday week) into
 * regular, overtime, double overtime and holiday hours per day, in date order:
 * - work on a federal holiday is paid at the holiday rate and counts toward no overtime;
 * - the state's daily rule first (see DAILY_RULES); then regular hours past 40 in the week, in date
 *   order, become overtime (daily overtime hours are not counted twice).
 * Every day's parts sum to its hours. `isHoliday` names the paid holidays: the federal ones, plus any
 * the employer added (`/holidays`).
 */
export function splitWeek(
  days: readonly WorkedDay[],
  state: string | null,
  isHoliday: (date: string) => string | null = holidayOn,
): (WorkedDay & HourSplit)[] {
  const rule = state ? DAILY_RULES[state.toUpperCase()] : undefined;
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  // The seventh consecutive day: every day of the week worked (a holiday worked counts as a workday).
  const allSeven = new Set(sorted.filter((d) => d.hours > 0).map((d) => d.date)).size === 7;
  let regularSoFar = 0;
  return sorted.map((d) => {
    if (isHoliday(d.date))
      return { ...d, regular: 0, overtime: 0, double_overtime: 0, holiday: d.hours };
    const isSeventh = allSeven && d === sorted[sorted.length - 1];
    const s = daily(d.hours, rule, isSeventh);
    const weeklyOver = Math.max(0, Math.min(s.regular, regularSoFar + s.regular - WEEKLY_OVERTIME));
    regularSoFar += s.regular - weeklyOver;
    return { ...d, ...s, regular: s.regular - weeklyOver, overtime: s.overtime + weeklyOver };
  });
}

/**
 * Shares one day's split among that day's timesheets in their order: each takes regular hours first,
 * then overtime, double overtime and holiday, so the parts of every timesheet sum to its hours.
 */
export function apportion(split: HourSplit, hours: readonly number[]): HourSplit[] {
  const left = { ...split };
  const kinds = ['regular', 'overtime', 'double_overtime', 'holiday'] as const;
  return hours.map((h) => {
    const part: HourSplit = { regular: 0, overtime: 0, double_overtime: 0, holiday: 0 };
    let rest = h;
    for (const k of kinds) {
      const take = Math.min(rest, left[k]);
      part[k] = take;
      left[k] -= take;
      rest -= take;
    }
    return part;
  });
}
