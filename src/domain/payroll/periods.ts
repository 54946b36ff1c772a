import type { PayrollFrequency } from '../../resources/payroll-runs/contract';

/** Dates are ISO `YYYY-MM-DD`, computed in UTC so no time zone shifts a day. */
const day = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;
export const addDays = (d: string, n: number) => iso(day(d) + n * DAY);

export interface PayPeriod {
  start: string;
  end: string;
  pay_date: string;
}

export interface PaySchedule {
  frequency: PayrollFrequency;
  /** The first day of some pay period; monthly periods start on its day of the month (1–28). */
  period_anchor: string;
  pay_delay_days: number;
}

/** A monthly anchor past the 28th would skip February. */
export const MONTHLY_ANCHOR_DAY_MAX = 28;

function monthStart(year: number, month: number, dom: number) {
  return iso(Date.UTC(year, month, dom));
}

/** The pay period that contains `date`, and the day it is paid (its end plus the delay). */
export function payPeriodOf(s: PaySchedule, date: string): PayPeriod {
  let start: string;
  let next: string;
  if (s.frequency === 'monthly') {
    const dom = Math.min(+s.period_anchor.slice(8, 10), MONTHLY_ANCHOR_DAY_MAX);
    const y = +date.slice(0, 4);
    const m = +date.slice(5, 7) - 1;
    const back = +date.slice(8, 10) < dom ? 1 : 0;
    start = monthStart(y, m - back, dom);
    next = monthStart(y, m - back + 1, dom);
  } else {
    const length = s.frequency === 'weekly' ? 7 : 14;
    const offset = Math.round((day(date) - day(s.period_anchor)) / DAY);
    const k = Math.floor(offset / length);
    start = addDays(s.period_anchor, k * length);
    next = addDays(start, length);
  }
  const end = addDays(next, -1);
  return { start, end, pay_date: addDays(end, s.pay_delay_days) };
}
