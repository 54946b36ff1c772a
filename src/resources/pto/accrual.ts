import type { PayPeriod } from './pay-periods';

export const accrualMethods = ['per_hour_worked', 'per_pay_period'] as const;
export type AccrualMethod = (typeof accrualMethods)[number];

/** What a PTO rule says about earning hours; every amount in hundredths of an hour. */
export interface AccrualTerms {
  accrual_method: AccrualMethod;
  /** Per hour worked: earned for every `per_hours_worked` hours (1.00 h per 30 is 100 and 30). Per pay period: earned each period. */
  earned_hundredths: number;
  per_hours_worked: number | null;
  /** At most this much is earned in one calendar year; null: no cap. */
  annual_cap_hundredths: number | null;
  /** At most this much of the balance passes into a new year; the rest is forfeited. Null: all of it. */
  carry_over_cap_hundredths: number | null;
  waiting_period_days: number;
}

/** Where a worker stands under a rule after the periods recorded so far. */
export interface AccrualState {
  /** The calendar year of the last recorded period (by its end), or null before the first. */
  year: number | null;
  accrued_this_year: number;
}

export interface PeriodInput {
  period: PayPeriod;
  /** The first day the worker earns: first day of work under the rule plus the waiting period. */
  eligible_on: string;
  /** Approved hours in the period on days from `eligible_on`, in hundredths. */
  worked_hundredths: number;
  /** The available balance before this period: accrued, less forfeited and used so far. */
  available_hundredths: number;
}

export interface PeriodAccrual {
  accrued_hundredths: number;
  /** Balance beyond the carry-over cap, dropped when this period is the first of a new year. */
  forfeited_hundredths: number;
  state: AccrualState;
}

const yearOf = (period: PayPeriod) => Number(period.end.slice(0, 4));

/**
 * One pay period's accrual, in this order:
 * 1. A period ending in a new calendar year first caps the balance carried in at the carry-over cap
 *    (the excess is forfeited) and starts the year's count at zero.
 * 2. Nothing is earned in a period that ends before the worker's eligible day (waiting period);
 *    per hour worked, only hours on eligible days count (the caller's `worked_hundredths`).
 * 3. Per hour worked earns `worked × earned ÷ (per_hours_worked × 100)` hundredths, rounded down to
 *    the hundredth of an hour in each period (a fraction under 0.01 h is not carried); per pay period
 *    earns `earned_hundredths`.
 * 4. The annual cap then limits what the year has earned, counting this period.
 */
export function accrueForPeriod(
  terms: AccrualTerms,
  input: PeriodInput,
  state: AccrualState,
): PeriodAccrual {
  const year = yearOf(input.period);
  const newYear = state.year !== null && year > state.year;
  const forfeited =
    newYear && terms.carry_over_cap_hundredths !== null
      ? Math.max(0, input.available_hundredths - terms.carry_over_cap_hundredths)
      : 0;
  const earnedSoFar = newYear || state.year === null ? 0 : state.accrued_this_year;
  let raw = 0;
  if (input.period.end >= input.eligible_on) {
    if (terms.accrual_method === 'per_pay_period') raw = terms.earned_hundredths;
    else if (terms.per_hours_worked)
      raw = Math.floor(
        (input.worked_hundredths * terms.earned_hundredths) / (terms.per_hours_worked * 100),
      );
  }
  const room =
    terms.annual_cap_hundredths === null
      ? raw
      : Math.max(0, terms.annual_cap_hundredths - earnedSoFar);
  const accrued = Math.min(raw, room);
  return {
    accrued_hundredths: accrued,
    forfeited_hundredths: forfeited,
    state: { year, accrued_this_year: earnedSoFar + accrued },
  };
}

/** The state after the periods already recorded, from their rows in order. */
export function stateAfter(
  recorded: readonly { period_end: string; accrued_hundredths: number }[],
): AccrualState {
  let state: AccrualState = { year: null, accrued_this_year: 0 };
  for (const r of recorded) {
    const year = Number(r.period_end.slice(0, 4));
    state = {
      year,
      accrued_this_year: (state.year === year ? state.accrued_this_year : 0) + r.accrued_hundredths,
    };
  }
  return state;
}

/** A balance in hundredths: what is left to take. */
export const availableHundredths = (b: {
  accrued_hundredths: number;
  forfeited_hundredths: number;
  used_hundredths: number;
}) => b.accrued_hundredths - b.forfeited_hundredths - b.used_hundredths;
