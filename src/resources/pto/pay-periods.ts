import type { payrollFrequencies } from '../../domain/contracts/enums';

export type PayFrequency = (typeof payrollFrequencies)[number];

/** How a partner's pay periods fall: a frequency and a day one period starts on. */
export interface PaySchedule {
  frequency: PayFrequency;
  /** YYYY-MM-DD: a day a period starts on; for monthly, its day of the month is every period's first day. */
  anchor: string;
}

/** One pay period, both ends inclusive, as YYYY-MM-DD. */
export interface PayPeriod {
  start: string;
  end: string;
}

/**
 * A partner without payroll settings is paid every other week from a Monday; the payroll settings
 * (frequency and anchor) replace this once a partner has them.
 */
export const DEFAULT_PAY_SCHEDULE: PaySchedule = { frequency: 'biweekly', anchor: '2024-01-01' };

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoOf(dayNumber(iso) + days);
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The first day of the monthly period in this month: the anchor's day, or the month's last day when shorter. */
function monthStart(year: number, month: number, anchorDay: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(anchorDay, last)) / DAY_MS;
}

/** The pay period a day falls in. */
export function periodContaining(schedule: PaySchedule, day: string): PayPeriod {
  const d = dayNumber(day);
  if (schedule.frequency === 'monthly') {
    const anchorDay = Number(schedule.anchor.slice(8, 10));
    const date = new Date(d * DAY_MS);
    let [y, m] = [date.getUTCFullYear(), date.getUTCMonth()];
    if (monthStart(y, m, anchorDay) > d) [y, m] = m === 0 ? [y - 1, 11] : [y, m - 1];
    const next = m === 11 ? monthStart(y + 1, 0, anchorDay) : monthStart(y, m + 1, anchorDay);
    return { start: isoOf(monthStart(y, m, anchorDay)), end: isoOf(next - 1) };
  }
  const length = schedule.frequency === 'weekly' ? 7 : 14;
  const offset = (((d - dayNumber(schedule.anchor)) % length) + length) % length;
  return { start: isoOf(d - offset), end: isoOf(d - offset + length - 1) };
}

/** Every period that ends on or after `from` and before `before`, in order: the periods closed by then. */
export function closedPeriods(schedule: PaySchedule, from: string, before: string): PayPeriod[] {
  const out: PayPeriod[] = [];
  for (
    let p = periodContaining(schedule, from);
    p.end < before;
    p = periodContaining(schedule, addDays(p.end, 1))
  )
    out.push(p);
  return out;
}
