import { commissionFor, MAX_COMMISSION_BPS } from '../billing/commission';
import { calculatePay, type PayCalculation } from '../billing/pay-calculator';
import {
  billRateFromPay,
  markupFromBill,
  MAX_PERCENT_BPS,
  MAX_RATE_CENTS,
  type BillRate,
} from '../billing/pricing';
import { parseAmountCents } from '../resources/money-input';

/**
 * What each calculator page reads from its text fields, checked here once for every screen: the
 * typed values (strings) to integer cents, basis points and hundredths of an hour by their digits
 * (never a float), then the pure computation of src/domain/billing.
 */
export type Values = Readonly<Record<string, string>>;
export type Evaluation<R> = { ok: true; result: R } | { ok: false; errors: Record<string, string> };

/** `12.5` or `12.5%` → 1250 basis points; at most two decimals. */
export function parsePercentBps(text: string): number | null {
  const m = /^(-)?(\d{1,6})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!m) return null;
  const bps = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -bps : bps;
}

/** `7.5` → 750 hundredths of an hour; blank is zero; at most 24 h and two decimals. */
export function parseHoursHundredths(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const h = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0') || '0');
  return h <= 2_400 ? h : null;
}

const AMOUNT = 'Enter an amount such as 25.00';
const PERCENT = 'Enter a percentage such as 12.5';

function money(
  values: Values,
  field: string,
  errors: Record<string, string>,
  max = MAX_RATE_CENTS,
): number | null {
  const cents = parseAmountCents(values[field] ?? '');
  if (cents === null || cents < 0 || cents > max) {
    errors[field] = AMOUNT;
    return null;
  }
  return cents;
}

function percent(
  values: Values,
  field: string,
  errors: Record<string, string>,
  max: number,
): number | null {
  const bps = parsePercentBps(values[field] ?? '');
  if (bps === null || bps < 0 || bps > max) {
    errors[field] = `${PERCENT}, from 0 to ${max / 100}`;
    return null;
  }
  return bps;
}

const done = <R>(errors: Record<string, string>, result: () => R): Evaluation<R> =>
  Object.keys(errors).length ? { ok: false, errors } : { ok: true, result: result() };

export interface CommissionResult {
  marginCents: number;
  rateBps: number;
  commissionCents: number;
}

/** `/commission_calculator`: margin and rate → commission (commission.ts). */
export function evaluateCommission(values: Values): Evaluation<CommissionResult> {
  const errors: Record<string, string> = {};
  const margin = parseAmountCents(values.margin ?? '');
  if (margin === null || Math.abs(margin) > 1_000_000_000) errors.margin = AMOUNT;
  const rate = percent(values, 'rate', errors, MAX_COMMISSION_BPS);
  return done(errors, () => ({
    marginCents: margin!,
    rateBps: rate!,
    commissionCents: commissionFor(margin!, rate!),
  }));
}

export interface PricingResult {
  /** From the markup, when one is given. */
  bill: BillRate | null;
  /** The markup a target bill rate needs, when one is given (null when the cost is zero). */
  markupBps: number | null;
  targetBillCents: number | null;
}

/** `/pricing_calculator`: pay rate, burden and a markup or a target bill rate (pricing.ts). */
export function evaluatePricing(values: Values): Evaluation<PricingResult> {
  const errors: Record<string, string> = {};
  const pay = money(values, 'pay_rate', errors);
  const burden = percent(values, 'burden', errors, MAX_PERCENT_BPS);
  const hasMarkup = (values.markup ?? '').trim() !== '';
  const hasTarget = (values.target_bill_rate ?? '').trim() !== '';
  const markup = hasMarkup ? percent(values, 'markup', errors, MAX_PERCENT_BPS) : null;
  const target = hasTarget ? money(values, 'target_bill_rate', errors, MAX_RATE_CENTS * 20) : null;
  if (!hasMarkup && !hasTarget) errors.markup = 'Enter a markup or a target bill rate';
  return done(errors, () => ({
    bill:
      markup === null
        ? null
        : billRateFromPay({ payRateCents: pay!, burdenBps: burden!, markupBps: markup }),
    markupBps:
      target === null
        ? null
        : markupFromBill({ payRateCents: pay!, burdenBps: burden!, billRateCents: target }),
    targetBillCents: target,
  }));
}

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const dayField = (i: number) => `day_${i}`;

/** `/calculator`: an hourly rate, a state and the hours of one Monday–Sunday week (pay-calculator.ts). */
export function evaluatePay(values: Values): Evaluation<PayCalculation> {
  const errors: Record<string, string> = {};
  const rate = money(values, 'rate', errors);
  const start = values.week_start ?? '';
  const startDate = /^\d{4}-\d{2}-\d{2}$/.test(start) ? new Date(`${start}T00:00:00Z`) : null;
  if (!startDate || Number.isNaN(startDate.getTime()) || startDate.getUTCDay() !== 1)
    errors.week_start = 'Pick the Monday the week starts on';
  const state = (values.state ?? '').trim().toUpperCase();
  if (state && !/^[A-Z]{2}$/.test(state)) errors.state = 'A two-letter state such as CA';
  const days = WEEKDAYS.map((_, i) => {
    const hours = parseHoursHundredths(values[dayField(i)] ?? '');
    if (hours === null) errors[dayField(i)] = 'Hours from 0 to 24, such as 7.5';
    const date = startDate
      ? new Date(startDate.getTime() + i * 86_400_000).toISOString().slice(0, 10)
      : '';
    return { date, hours: hours ?? 0 };
  });
  return done(errors, () => calculatePay(days, rate!, state || null));
}
