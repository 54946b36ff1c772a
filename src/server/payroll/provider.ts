import { divRound } from '../../domain/billing/money';

/** What a payroll provider is asked: one contractor's gross pay for one period. */
export interface GrossPay {
  contractor_id: string;
  gross_cents: number;
  /** The work's state (the first pay transaction's assignment state); null when unknown. */
  state: string | null;
  pay_date: string;
}

export interface TaxLine {
  code: string;
  description: string;
  amount_cents: number;
}

/**
 * Gross-to-net tax calculation belongs to a payroll provider (issue 14): this is the seam. A real
 * provider would be asked over its API; `taxes` must be deterministic for the same request, because
 * the preview and the run compute it independently and a resumed run computes it again.
 */
export interface PayrollProvider {
  name: string;
  taxes(pay: GrossPay): Promise<TaxLine[]>;
}

/** The DEMO provider's flat rates, in basis points (1 000 = 10 %). */
export const DEMO_TAX_RATES_BPS = { federal: 1_000, state: 400, fica: 765 } as const;

/**
 * DEMO ONLY: no real withholding. Flat federal 10 %, state 4 % and FICA 7.65 % of gross, each
 * rounded once to the cent, half away from zero (`divRound`, the billing rounding rule), so
 * taxes = the sum of the three lines and net = gross − taxes − deductions exactly.
 */
export const demoPayrollProvider: PayrollProvider = {
  name: 'DEMO payroll provider (flat rates, not real withholding)',
  async taxes(pay) {
    const at = (bps: number) => divRound(pay.gross_cents * bps, 10_000);
    return [
      {
        code: 'federal',
        description: 'Federal income tax (DEMO 10%)',
        amount_cents: at(DEMO_TAX_RATES_BPS.federal),
      },
      {
        code: 'state',
        description: `State income tax${pay.state ? ` ${pay.state}` : ''} (DEMO 4%)`,
        amount_cents: at(DEMO_TAX_RATES_BPS.state),
      },
      {
        code: 'fica',
        description: 'FICA (DEMO 7.65%)',
        amount_cents: at(DEMO_TAX_RATES_BPS.fica),
      },
    ];
  },
};
