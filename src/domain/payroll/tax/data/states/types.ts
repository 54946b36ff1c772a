import type { PayFrequency } from '../../frequency';

/** Where a state's figures come from: the publication, its edition's tax year, and its address. */
export interface StateSource {
  publication: string;
  url: string;
  /** The year of the edition the figures are from (older than the pay year when no later one was found). */
  tax_year: number;
  /** How the figures were read and what was not verified. */
  note: string;
}

/**
 * One row of a rate table: income over `over_cents` is taxed `base_cents` plus `rate_ppm`
 * millionths of the excess (4.4 % = 44_000; 5.695 % = 56_950).
 */
export interface StateBracket {
  over_cents: number;
  base_cents: number;
  rate_ppm: number;
}

/** The federal Form W-4 filing status a state without its own certificate reads. */
export type FederalStatus = 'single' | 'married_jointly' | 'head_of_household';

/** How a state's withholding is rounded: to the cent, or to the whole dollar (MO, NC). */
export type Rounding = 'cent' | 'dollar';

/**
 * A percentage of the period's wages after a deduction and allowances spread over the pay
 * periods: (wages − deduction / periods − allowances × allowance / periods) × rate.
 */
export interface FlatRule {
  method: 'flat';
  rate_ppm: number;
  annual_deduction_cents: number;
  annual_allowance_cents: number;
  rounding: Rounding;
  /** Pennsylvania taxes traditional 401(k) deferrals: its wages keep them. */
  taxes_401k?: true;
}

/** An annual amount subtracted from annualized wages before the table. */
export type AnnualDeduction =
  | { kind: 'fixed'; cents: number }
  /** Colorado (DR 1098): the amount follows the federal Form W-4 filing status. */
  | { kind: 'by_federal_status'; married_jointly_cents: number; other_cents: number }
  /** Wisconsin (W-166): the deduction shrinks by `rate_ppm` of wages over `from` and is gone at `to`. */
  | {
      kind: 'phase_out';
      base_cents: number;
      from_cents: number;
      to_cents: number;
      rate_ppm: number;
    };

/**
 * Annualize the period's wages, subtract the deduction, tax the rest by the table, adjust, and
 * divide by the pay periods.
 */
export interface AnnualizedRule {
  method: 'annualized';
  brackets: StateBracket[];
  deduction: AnnualDeduction;
  rounding: Rounding;
  /**
   * Oregon: the year's federal withholding is subtracted too, up to a maximum that falls as wages
   * rise (`phase_out`: the maximum for annual wages under `under_cents`; the last row applies above).
   */
  federal_subtraction?: {
    phase_out: { under_cents: number; max_cents: number }[];
    above_cents: number;
  };
  /** Oregon: added to the tax when taxable income is under `under_cents` (the personal exemption credit built into that table). */
  low_income_addition?: { under_cents: number; cents: number };
  /**
   * Utah: a credit by federal filing status, reduced by `reduction_ppm` of annual wages over the
   * reduction start, never below zero.
   */
  credit?: {
    single_cents: number;
    married_jointly_cents: number;
    reduction_from_single_cents: number;
    reduction_from_married_jointly_cents: number;
    reduction_ppm: number;
  };
}

/** One pay frequency's tables of a state that publishes per-period tables (California, New York). */
export interface PeriodTable {
  /** No withholding on wages up to this amount (California Table 1). */
  low_income_exemption_cents: number;
  /** Subtracted from wages before the table (California Table 3, New York Table B). */
  deduction_cents: number;
  brackets: StateBracket[];
  /** New York Method III: at or above this net wage, a flat rate of the whole net wage. */
  whole_wage_rate_from?: { net_cents: number; rate_ppm: number };
}

export interface PeriodTablesRule {
  method: 'period_tables';
  tables: Partial<Record<PayFrequency, PeriodTable>>;
  /** Above these annualized wages the tables' rates do not apply: refused, not withheld short. */
  max_annual_wages_cents?: number;
}

/**
 * Massachusetts Circular M: wages less the employee's Social Security and Medicare (at most
 * `fica_annual_max_cents` a year), annualized, at the rate up to the surtax threshold and the
 * surtax rate above it.
 */
export interface MassachusettsRule {
  method: 'massachusetts';
  rate_ppm: number;
  surtax_rate_ppm: number;
  surtax_threshold_cents: number;
  fica_annual_max_cents: number;
}

export type StateMethod = FlatRule | AnnualizedRule | PeriodTablesRule | MassachusettsRule;

/** A state's withholding rule for wages paid from `from` (ISO date) on. */
export interface StateVersion {
  from: string;
  rule: StateMethod;
}

export interface StateRule {
  name: string;
  source: StateSource;
  /** What the product keeps no certificate for: the state's rule for an employee who filed none. */
  no_certificate: string;
  versions: StateVersion[];
  /**
   * Employee payroll taxes of this state (or its localities) the built-in engine does not compute,
   * named on the payroll review so they are withheld elsewhere, never silently skipped.
   */
  not_computed?: string;
}
