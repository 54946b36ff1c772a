/**
 * Rounding rules of pay and bill (written down once, used everywhere):
 *
 * 1. Money is integer cents; hours are integer hundredths of an hour. No float ever holds money.
 * 2. An item's amount is hours × rate, rounded once to the cent, half away from zero:
 *    round(hours_hundredths × rate_cents / 100). 7.25 h at $33.33 = 72 5 × 3333 / 100 = 24164.25 → 24164.
 * 3. A transaction is the sum of its items; an invoice line is one item; every invoice total is the
 *    sum of its lines' column. Nothing is rounded after summing, so totals reconcile to the cent.
 * 4. Sales tax is computed per line (its bill amount × the state's basis points / 10 000, rounded half
 *    away from zero) and the invoice's tax is the sum of its lines' tax.
 */

/** a / b for integers, rounded half away from zero (b > 0). */
export function divRound(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b <= 0)
    throw new RangeError(`divRound(${a}, ${b})`);
  const q = Math.trunc(a / b);
  const r = a - q * b;
  if (2 * Math.abs(r) >= b) return q + Math.sign(a);
  return q;
}

/** Rule 2: the amount of hours at a rate, in cents. */
export const amountFor = (hoursHundredths: number, rateCents: number): number =>
  divRound(hoursHundredths * rateCents, 100);

/** Rule 4: the sales tax on a bill amount at a rate in basis points (725 = 7.25 %). */
export const salesTaxFor = (billCents: number, rateBps: number): number =>
  divRound(billCents * rateBps, 10_000);

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
