import { NO_WAGE_INCOME_TAX_STATES, STATE_RULES } from './data/states';
import type { FederalStatus, StateMethod, StateRule } from './data/states/types';
import type { Taxed } from './fica';
import { PAY_PERIODS, type PayFrequency } from './frequency';
import {
  annualizedWithholding,
  flatWithholding,
  massachusettsWithholding,
  periodTableWithholding,
} from './state-methods';

/** A state whose withholding the engine does not compute: payroll must stop, never withhold zero. */
export class UnsupportedStateError extends Error {
  readonly state: string | null;
  constructor(state: string | null, reason?: string) {
    super(
      reason ??
        (state
          ? `State income tax withholding for ${state} is not supported yet: pay this worker through a provider that covers ${state}`
          : 'The work state is unknown, so state income tax withholding cannot be computed'),
    );
    this.name = 'UnsupportedStateError';
    this.state = state;
  }
}

export const hasNoWageIncomeTax = (state: string): boolean =>
  (NO_WAGE_INCOME_TAX_STATES as readonly string[]).includes(state);

/** The state's name for pay stubs (its code when the engine holds no rule for it). */
export const stateName = (state: string): string => STATE_RULES[state]?.name ?? state;

/**
 * The employee payroll taxes of a state (or its localities) the engine does not compute, for the
 * payroll review to name; null when there are none it knows of.
 */
export function stateTaxesNotComputed(state: string | null): string | null {
  const rule = state ? STATE_RULES[state.trim().toUpperCase()] : undefined;
  return rule?.not_computed
    ? `${rule.name}: ${rule.not_computed} are not computed by the built-in tax engine; withhold them through a provider that covers them`
    : null;
}

export interface StateWithholdingInput {
  state: string | null;
  frequency: PayFrequency;
  /** ISO date: picks the state's rule in force (Georgia changed mid-2026). */
  pay_date: string;
  /** Gross pay less traditional 401(k) and section 125 deductions. */
  income_wages_cents: number;
  /** Gross pay less section 125 deductions only (Pennsylvania taxes 401(k) deferrals). */
  wages_with_401k_cents: number;
  /** The federal Form W-4 filing status (Colorado and Utah read it). */
  federal_status: FederalStatus;
  /** This period's federal income tax withholding (Oregon subtracts it). */
  federal_withholding_cents: number;
  /** The employee's Social Security and Medicare this period and earlier this year (Massachusetts). */
  fica_cents: number;
  ytd_fica_cents: number;
}

function ruleOn(rule: StateRule, payDate: string): StateMethod | null {
  const version = [...rule.versions].reverse().find((v) => payDate >= v.from);
  return version?.rule ?? null;
}

/**
 * The state income tax to withhold for one pay period with the wages it was figured on, or a
 * refusal naming why.
 */
export function stateWithholding(input: StateWithholdingInput): Taxed {
  const code = input.state?.trim().toUpperCase() || null;
  if (!code) throw new UnsupportedStateError(null);
  if (hasNoWageIncomeTax(code))
    return { taxable_wages_cents: input.income_wages_cents, amount_cents: 0 };
  const state = STATE_RULES[code];
  if (!state) throw new UnsupportedStateError(code);
  const rule = ruleOn(state, input.pay_date);
  if (!rule)
    throw new UnsupportedStateError(
      code,
      `${state.name} withholding rules start ${state.versions[0]?.from}: none for a pay date of ${input.pay_date}`,
    );
  const wages =
    rule.method === 'flat' && rule.taxes_401k
      ? input.wages_with_401k_cents
      : input.income_wages_cents;
  return { taxable_wages_cents: wages, amount_cents: amountOf(code, state, rule, input, wages) };
}

function amountOf(
  code: string,
  state: StateRule,
  rule: StateMethod,
  input: StateWithholdingInput,
  wages: number,
): number {
  const periods = PAY_PERIODS[input.frequency];
  switch (rule.method) {
    case 'flat':
      return flatWithholding(rule, wages, periods);
    case 'annualized':
      return annualizedWithholding(rule, {
        wagesCents: wages,
        periods,
        status: input.federal_status,
        federalCents: input.federal_withholding_cents,
      });
    case 'period_tables': {
      const table = rule.tables[input.frequency];
      if (!table)
        throw new UnsupportedStateError(
          code,
          `${state.name} publishes no ${input.frequency} withholding table: pay this worker through a provider that covers it`,
        );
      if (rule.max_annual_wages_cents && wages * periods >= rule.max_annual_wages_cents)
        throw new UnsupportedStateError(
          code,
          `${state.name} withholding on annualized wages this high is not supported: pay this worker through a provider that covers it`,
        );
      return periodTableWithholding(table, wages);
    }
    case 'massachusetts':
      return massachusettsWithholding(rule, {
        wagesCents: wages,
        periods,
        ficaCents: input.fica_cents,
        ytdFicaCents: input.ytd_fica_cents,
      });
  }
}
