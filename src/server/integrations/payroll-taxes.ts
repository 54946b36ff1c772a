import { FEDERAL_SOURCE } from '../../domain/payroll/tax';
import { enginePayrollProvider } from '../payroll/provider';
import type { IntegrationAdapter } from './adapter';

const provider = enginePayrollProvider;

/** Payroll taxes: gross-to-net for every payroll run (the built-in engine is the provider). */
export const payrollTaxesAdapter = {
  id: 'payroll',
  name: 'Payroll taxes',
  provider,
  status: () => 'connected',
  /** A sample Texas paycheck must withhold federal income tax: the tables load and compute. */
  test: async () => {
    try {
      const lines = await provider.taxes({
        contractor_id: '00000000-0000-4000-8000-000000000000',
        gross_cents: 200_000,
        state: 'TX',
        pay_date: `${FEDERAL_SOURCE.tax_year}-06-15`,
        frequency: 'biweekly',
        w4: null,
        deductions: [],
        ytd_taxable_cents: {},
        suta: null,
      });
      return lines.some((l) => l.code === 'federal_income' && l.amount_cents > 0)
        ? { ok: true, message: `${provider.name} computed a sample paycheck` }
        : { ok: false, message: 'The tax engine withheld no federal income tax' };
    } catch (err) {
      return { ok: false, message: err instanceof Error ? err.message : 'The tax engine failed' };
    }
  },
} satisfies IntegrationAdapter & { provider: typeof provider };
