import {
  FEDERAL_SOURCE,
  paycheckTaxes,
  type Deduction,
  type PayFrequency,
  type SutaRate,
  type TaxCode,
  type TaxPayer,
  type W4,
  UnsupportedStateError,
} from '../../domain/payroll/tax';

/** What a payroll provider is asked: one worker's pay for one period, with what it depends on. */
export interface GrossPay {
  contractor_id: string;
  /** The period's wages (expense reimbursements left out). */
  gross_cents: number;
  /** The work's state (the first pay transaction's assignment state); null when unknown. */
  state: string | null;
  pay_date: string;
  frequency: PayFrequency;
  /** The worker's Form W-4; null when none is on file. */
  w4: W4 | null;
  /** The deductions taken from this pay, each with its tax treatment. */
  deductions: Deduction[];
  /** Wages already taxed this calendar year with this employer, per tax code. */
  ytd_taxable_cents: Partial<Record<TaxCode, number>>;
  /** The employer's state unemployment rate and wage base in the work state, if registered. */
  suta: SutaRate | null;
}

export interface TaxLine {
  code: string;
  description: string;
  /** `employee` taxes are withheld from pay; `employer` taxes are the employer's cost. */
  payer: TaxPayer;
  taxable_wages_cents: number;
  amount_cents: number;
}

/** The provider cannot figure a paycheck's taxes (a state or year it does not cover). */
export class TaxNotComputableError extends Error {
  override name = 'TaxNotComputableError';
}

/** How a paycheck whose taxes the provider refused begins its failure reason: a retried payout cannot mend it. */
export const TAXES_REFUSED = 'Taxes not computed: ';

/**
 * Gross-to-net tax calculation belongs to a payroll provider (issue 14): this is the seam. A real
 * provider would be asked over its API; `taxes` must be deterministic for the same request, because
 * the preview and the run compute it independently and a resumed run computes it again.
 */
export interface PayrollProvider {
  name: string;
  taxes(pay: GrossPay): Promise<TaxLine[]>;
}

/**
 * The built-in provider: the offline tax engine (src/domain/payroll/tax) and its data files for
 * the tax year of the pay date. A pay date in another year, or a state it does not cover, is
 * refused rather than withheld at zero.
 */
export const enginePayrollProvider: PayrollProvider = {
  name: `Built-in tax engine (${FEDERAL_SOURCE.tax_year} tables)`,
  async taxes(pay) {
    const year = Number(pay.pay_date.slice(0, 4));
    if (year !== FEDERAL_SOURCE.tax_year)
      throw new TaxNotComputableError(
        `Tax tables for ${year} are not loaded: this engine withholds for ${FEDERAL_SOURCE.tax_year}`,
      );
    try {
      return paycheckTaxes({
        frequency: pay.frequency,
        pay_date: pay.pay_date,
        w4: pay.w4,
        state: pay.state,
        gross_cents: pay.gross_cents,
        deductions: pay.deductions,
        ytd_taxable_cents: pay.ytd_taxable_cents,
        suta: pay.suta,
      }).lines.map(({ code, description, payer, taxable_wages_cents, amount_cents }) => ({
        code,
        description,
        payer,
        taxable_wages_cents,
        amount_cents,
      }));
    } catch (err) {
      if (err instanceof UnsupportedStateError) throw new TaxNotComputableError(err.message);
      throw err;
    }
  },
};
