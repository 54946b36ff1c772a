import { divRound } from '../../billing/money';
import { ADDITIONAL_MEDICARE, FUTA, MEDICARE, SOCIAL_SECURITY } from './data/fica-2026';

const at = (cents: number, bps: number) => divRound(cents * bps, 10_000);

/** The part of this period's wages under a yearly wage base, given the wages already taxed this year. */
export const underBase = (ytdCents: number, currentCents: number, baseCents: number): number =>
  Math.max(0, Math.min(currentCents, baseCents - ytdCents));

/** The part of this period's wages over a yearly threshold, given the year's wages before it. */
export const overThreshold = (ytdCents: number, currentCents: number, thresholdCents: number) =>
  Math.max(0, ytdCents + currentCents - thresholdCents) - Math.max(0, ytdCents - thresholdCents);

export interface Taxed {
  taxable_wages_cents: number;
  amount_cents: number;
}

/** Social Security (either share): 6.2 % of wages up to the year's wage base. */
export function socialSecurity(ytdTaxedCents: number, wagesCents: number): Taxed {
  const taxable = underBase(ytdTaxedCents, wagesCents, SOCIAL_SECURITY.wage_base_cents);
  return { taxable_wages_cents: taxable, amount_cents: at(taxable, SOCIAL_SECURITY.rate_bps) };
}

/** Medicare (either share): 1.45 % of all wages. */
export function medicare(wagesCents: number): Taxed {
  return { taxable_wages_cents: wagesCents, amount_cents: at(wagesCents, MEDICARE.rate_bps) };
}

/** Additional Medicare Tax (employee only): 0.9 % of the year's wages over $200,000 with this employer. */
export function additionalMedicare(ytdMedicareWagesCents: number, wagesCents: number): Taxed {
  const taxable = overThreshold(
    ytdMedicareWagesCents,
    wagesCents,
    ADDITIONAL_MEDICARE.threshold_cents,
  );
  return { taxable_wages_cents: taxable, amount_cents: at(taxable, ADDITIONAL_MEDICARE.rate_bps) };
}

/** FUTA (employer): 0.6 % of the first $7,000 of the year's wages. */
export function futa(ytdTaxedCents: number, wagesCents: number): Taxed {
  const taxable = underBase(ytdTaxedCents, wagesCents, FUTA.wage_base_cents);
  return { taxable_wages_cents: taxable, amount_cents: at(taxable, FUTA.rate_bps) };
}

/** State unemployment (employer): the employer's rate on wages up to the state's wage base. */
export function suta(
  rate: { rate_bps: number; wage_base_cents: number },
  ytdTaxedCents: number,
  wagesCents: number,
): Taxed {
  const taxable = underBase(ytdTaxedCents, wagesCents, rate.wage_base_cents);
  return { taxable_wages_cents: taxable, amount_cents: at(taxable, rate.rate_bps) };
}
