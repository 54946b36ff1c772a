import { divRound, sum } from './money';

/**
 * Commissions of sales partners (spec `/distributions`, `/commission_calculator`), integer cents:
 *
 * 1. An invoice's margin is the sum of its lines' bill amounts minus the sum of their pay amounts
 *    (sales tax is the state's, not the agency's, so it is no part of the margin).
 * 2. The commission is the margin × the referral's rate in basis points (1 000 = 10 %) / 10 000,
 *    rounded once to the cent, half away from zero (money.ts `divRound`).
 * 3. A margin of zero or less earns no commission: a loss is never charged back to the sales partner.
 */
export const MAX_COMMISSION_BPS = 10_000;

export interface MarginLine {
  bill_cents: number;
  pay_cents: number;
}

/** Rule 1: bill minus pay of the lines. */
export const marginOf = (lines: readonly MarginLine[]): number =>
  sum(lines.map((l) => l.bill_cents)) - sum(lines.map((l) => l.pay_cents));

/** Rules 2 and 3: the commission on a margin at a rate in basis points. */
export function commissionFor(marginCents: number, rateBps: number): number {
  if (!Number.isSafeInteger(marginCents)) throw new RangeError(`margin ${marginCents}`);
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > MAX_COMMISSION_BPS)
    throw new RangeError(`rate ${rateBps} bps`);
  return marginCents > 0 ? divRound(marginCents * rateBps, 10_000) : 0;
}
