import { describe, expect, it } from 'vitest';
import { enginePayrollProvider, TaxNotComputableError, type GrossPay } from './provider';

const pay: GrossPay = {
  contractor_id: '00000000-0000-4000-8000-000000000001',
  gross_cents: 200_000,
  state: 'TX',
  pay_date: '2026-11-20',
  frequency: 'biweekly',
  w4: null,
  deductions: [],
  ytd_taxable_cents: {},
  suta: null,
};

describe('the built-in payroll provider', () => {
  it('answers each tax as a line with its payer and taxable wages', async () => {
    const lines = await enginePayrollProvider.taxes(pay);
    // Single, $2,000 biweekly: (52,000 − 8,600 − 19,900) × 12 % + 1,240 = 4,060 / 26 = 156.15.
    expect(lines.find((l) => l.code === 'federal_income')).toMatchObject({
      payer: 'employee',
      taxable_wages_cents: 200_000,
      amount_cents: 15_615,
    });
    expect(lines.find((l) => l.code === 'employer_medicare')).toMatchObject({
      payer: 'employer',
      amount_cents: 2_900,
    });
  });

  it('refuses a state it does not cover and a pay date outside its tax year', async () => {
    await expect(enginePayrollProvider.taxes({ ...pay, state: 'HI' })).rejects.toThrow(
      TaxNotComputableError,
    );
    await expect(enginePayrollProvider.taxes({ ...pay, state: 'HI' })).rejects.toThrow(/HI/);
    await expect(enginePayrollProvider.taxes({ ...pay, pay_date: '2027-01-08' })).rejects.toThrow(
      /Tax tables for 2027 are not loaded/,
    );
  });
});
