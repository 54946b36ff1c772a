import { divRound } from './money';

/**
 * The pricing calculator (spec `/pricing_calculator`): a client's bill rate from a worker's pay rate.
 * Rates are integer cents an hour, percentages integer basis points (2 500 = 25 %). Rounding:
 *
 * 1. Burden (employer taxes, workers' comp) = pay × burden bps / 10 000, rounded once to the cent,
 *    half away from zero. The loaded cost = pay + burden.
 * 2. Markup = loaded cost × markup bps / 10 000, rounded the same way. Bill = loaded cost + markup.
 *    Every amount shown is rounded once and the bill is their sum, so the parts always add up.
 * 3. The reverse (markup from a target bill rate) = (bill − loaded cost) × 10 000 / loaded cost,
 *    rounded to the nearest basis point half away from zero; it may be negative (billing below cost).
 */
export const MAX_RATE_CENTS = 1_000_000;
export const MAX_PERCENT_BPS = 100_000;

export interface BillRateInput {
  payRateCents: number;
  burdenBps: number;
  markupBps: number;
}

export interface BillRate {
  burdenCents: number;
  loadedCostCents: number;
  markupCents: number;
  billRateCents: number;
  /** The markup over the bill rate in basis points (what the agency keeps of each dollar billed). */
  grossMarginBps: number;
}

function check(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new RangeError(`${name} ${value}`);
}

/** Rules 1 and 2. */
export function billRateFromPay({ payRateCents, burdenBps, markupBps }: BillRateInput): BillRate {
  check('pay rate', payRateCents, MAX_RATE_CENTS);
  check('burden', burdenBps, MAX_PERCENT_BPS);
  check('markup', markupBps, MAX_PERCENT_BPS);
  const burdenCents = divRound(payRateCents * burdenBps, 10_000);
  const loadedCostCents = payRateCents + burdenCents;
  const markupCents = divRound(loadedCostCents * markupBps, 10_000);
  const billRateCents = loadedCostCents + markupCents;
  return {
    burdenCents,
    loadedCostCents,
    markupCents,
    billRateCents,
    grossMarginBps: billRateCents > 0 ? divRound(markupCents * 10_000, billRateCents) : 0,
  };
}

export interface MarkupInput {
  payRateCents: number;
  burdenBps: number;
  billRateCents: number;
}

/** Rule 3: the markup that turns the loaded cost into a target bill rate; null when the cost is zero. */
export function markupFromBill({
  payRateCents,
  burdenBps,
  billRateCents,
}: MarkupInput): number | null {
  check('pay rate', payRateCents, MAX_RATE_CENTS);
  check('burden', burdenBps, MAX_PERCENT_BPS);
  check('bill rate', billRateCents, MAX_RATE_CENTS * 20);
  const loaded = payRateCents + divRound(payRateCents * burdenBps, 10_000);
  return loaded > 0 ? divRound((billRateCents - loaded) * 10_000, loaded) : null;
}
