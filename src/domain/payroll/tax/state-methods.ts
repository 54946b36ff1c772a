import { divRound } from '../../billing/money';
import type {
  AnnualDeduction,
  AnnualizedRule,
  FederalStatus,
  FlatRule,
  MassachusettsRule,
  PeriodTable,
  Rounding,
  StateBracket,
} from './data/states/types';

/**
 * The shared shapes of state withholding. Amounts are integer cents; a tax is first figured
 * exactly in micro-cents (cents × 1 000 000, so a rate in millionths multiplies without loss) and
 * rounded once, as the publications do, to the cent or to the whole dollar.
 */
const MICRO = 1_000_000;

/** Micro-cents to cents (or whole dollars in cents) for one pay period, never below zero. */
export function roundTax(microCents: number, divisor: number, rounding: Rounding): number {
  if (microCents <= 0) return 0;
  return rounding === 'dollar'
    ? divRound(microCents, MICRO * 100 * divisor) * 100
    : divRound(microCents, MICRO * divisor);
}

/** The tax on `cents` by a rate table, in micro-cents (zero at or below the first row). */
export function tableTax(brackets: readonly StateBracket[], cents: number): number {
  if (cents <= 0) return 0;
  const row = [...brackets].reverse().find((r) => cents > r.over_cents) ?? brackets[0]!;
  return row.base_cents * MICRO + (cents - row.over_cents) * row.rate_ppm;
}

/** A flat rate on the period's wages less the deduction and allowances spread over the periods. */
export function flatWithholding(
  rule: FlatRule,
  wagesCents: number,
  periods: number,
  allowances = 0,
): number {
  const subject =
    wagesCents -
    divRound(rule.annual_deduction_cents, periods) -
    allowances * divRound(rule.annual_allowance_cents, periods);
  return roundTax(Math.max(0, subject) * rule.rate_ppm, 1, rule.rounding);
}

function annualDeduction(d: AnnualDeduction, annualCents: number, status: FederalStatus): number {
  switch (d.kind) {
    case 'fixed':
      return d.cents;
    case 'by_federal_status':
      return status === 'married_jointly' ? d.married_jointly_cents : d.other_cents;
    case 'phase_out':
      if (annualCents < d.from_cents) return d.base_cents;
      if (annualCents >= d.to_cents) return 0;
      return Math.max(0, d.base_cents - divRound((annualCents - d.from_cents) * d.rate_ppm, MICRO));
  }
}

export interface AnnualizedInput {
  wagesCents: number;
  periods: number;
  status: FederalStatus;
  /** This period's federal income tax withholding (Oregon subtracts the year's). */
  federalCents: number;
}

/** Annualize, deduct, tax by the table, adjust, de-annualize. */
export function annualizedWithholding(rule: AnnualizedRule, input: AnnualizedInput): number {
  const annual = input.wagesCents * input.periods;
  let taxable = annual - annualDeduction(rule.deduction, annual, input.status);
  const fed = rule.federal_subtraction;
  if (fed) {
    const max = fed.phase_out.find((p) => annual < p.under_cents)?.max_cents ?? fed.above_cents;
    taxable -= Math.min(input.federalCents * input.periods, max);
  }
  let tax = tableTax(rule.brackets, taxable);
  const low = rule.low_income_addition;
  if (low && taxable > 0 && taxable < low.under_cents) tax += low.cents * MICRO;
  const credit = rule.credit;
  if (credit) {
    const mfj = input.status === 'married_jointly';
    const from = mfj
      ? credit.reduction_from_married_jointly_cents
      : credit.reduction_from_single_cents;
    const full = (mfj ? credit.married_jointly_cents : credit.single_cents) * MICRO;
    tax -= Math.max(0, full - Math.max(0, annual - from) * credit.reduction_ppm);
  }
  return roundTax(tax, input.periods, rule.rounding);
}

/**
 * A per-period table (California Method B steps 1–5 with no allowances; New York Method II and
 * III): the low-income exemption, the deduction, the table, and credits per allowance.
 */
export function periodTableWithholding(
  table: PeriodTable,
  wagesCents: number,
  creditsCents = 0,
  extraDeductionCents = 0,
): number {
  if (wagesCents <= table.low_income_exemption_cents) return 0;
  const net = wagesCents - extraDeductionCents - table.deduction_cents;
  const whole = table.whole_wage_rate_from;
  const tax =
    whole && net >= whole.net_cents ? net * whole.rate_ppm : tableTax(table.brackets, net);
  return roundTax(tax - creditsCents * MICRO, 1, 'cent');
}

export interface MassachusettsInput {
  wagesCents: number;
  periods: number;
  /** The employee's Social Security and Medicare withheld this period. */
  ficaCents: number;
  /** The employee's Social Security and Medicare withheld earlier this year. */
  ytdFicaCents: number;
}

/** Circular M percentage method for an employee with no exemptions (no Form M-4). */
export function massachusettsWithholding(rule: MassachusettsRule, input: MassachusettsInput) {
  const fica = Math.max(
    0,
    Math.min(input.ficaCents, rule.fica_annual_max_cents - input.ytdFicaCents),
  );
  const annual = Math.max(0, input.wagesCents - fica) * input.periods;
  const surtaxed = Math.max(0, annual - rule.surtax_threshold_cents);
  const tax = (annual - surtaxed) * rule.rate_ppm + surtaxed * rule.surtax_rate_ppm;
  return roundTax(tax, input.periods, 'cent');
}
