import { divRound } from '../../billing/money';
import { FLAT_RATE_STATES, NO_WAGE_INCOME_TAX_STATES } from './data/states-2026';

/** A state whose withholding the engine does not compute: payroll must stop, never withhold zero. */
export class UnsupportedStateError extends Error {
  readonly state: string | null;
  constructor(state: string | null) {
    super(
      state
        ? `State income tax withholding for ${state} is not supported yet: pay this worker through a provider that covers ${state}`
        : 'The work state is unknown, so state income tax withholding cannot be computed',
    );
    this.name = 'UnsupportedStateError';
    this.state = state;
  }
}

export const hasNoWageIncomeTax = (state: string): boolean =>
  (NO_WAGE_INCOME_TAX_STATES as readonly string[]).includes(state);

/** The state income tax to withhold on one period's state taxable wages, or a refusal. */
export function stateWithholding(state: string | null, taxableWagesCents: number): number {
  const code = state?.trim().toUpperCase() ?? null;
  if (!code) throw new UnsupportedStateError(null);
  if (hasNoWageIncomeTax(code)) return 0;
  const flat = FLAT_RATE_STATES[code];
  if (flat) return divRound(Math.max(0, taxableWagesCents) * flat.rate_bps, 10_000);
  throw new UnsupportedStateError(code);
}
