import { weekStart } from '../billing/overtime';
import { addDays } from '../payroll/periods';

/** Days are ISO `YYYY-MM-DD` in UTC, like every date column; weeks run Monday to Sunday (FLSA workweek). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The week before the one holding `today`: whose time should be in by now. */
export function lastWeek(today: string): { from: string; to: string } {
  const from = addDays(weekStart(today), -7);
  return { from, to: addDays(from, 6) };
}

/** The Mondays of the `count` weeks ending with the one holding `today`, oldest first. */
export function recentWeeks(today: string, count: number): string[] {
  const current = weekStart(today);
  return Array.from({ length: count }, (_, i) => addDays(current, -7 * (count - 1 - i)));
}

/** Open invoices by how late they are, as due-date ranges (both ends inclusive, open ends null). */
export interface AgeBucket {
  key: 'not_due' | 'late_1_30' | 'late_31_60' | 'late_61_90' | 'late_over_90';
  label: string;
  due_from: string | null;
  due_to: string | null;
}

/** The usual aging report's buckets (current, 1–30, 31–60, 61–90, over 90 days past due). */
export function ageBuckets(today: string): AgeBucket[] {
  const late = (days: number) => addDays(today, -days);
  return [
    { key: 'not_due', label: 'Not yet due', due_from: today, due_to: null },
    { key: 'late_1_30', label: '1–30 days late', due_from: late(30), due_to: late(1) },
    { key: 'late_31_60', label: '31–60 days late', due_from: late(60), due_to: late(31) },
    { key: 'late_61_90', label: '61–90 days late', due_from: late(90), due_to: late(61) },
    { key: 'late_over_90', label: 'Over 90 days late', due_from: null, due_to: late(91) },
  ];
}

/**
 * Business days a payroll must be approved before its pay day: the workers' pay goes out as ACH
 * credits, which settle one or two banking days after they are sent (Nacha Operating Rules, 2026:
 * next-day and two-day settlement), so the later of the two. Weekends are skipped; bank holidays
 * are not known here and are not skipped.
 */
export const PAYROLL_LEAD_BUSINESS_DAYS = 2;

/** The last day a run can be approved and still pay on `payDate`. */
export function runByDate(payDate: string): string {
  let day = payDate;
  for (let left = PAYROLL_LEAD_BUSINESS_DAYS; left > 0;) {
    day = addDays(day, -1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/** A stuck onboarding: a user still with steps left this many days after joining. */
export const ONBOARDING_STUCK_DAYS = 7;
