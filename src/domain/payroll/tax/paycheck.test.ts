import { describe, expect, it } from 'vitest';
import {
  addToYearToDate,
  paycheckTaxes,
  type Deduction,
  type PaycheckTaxInput,
  type TaxCode,
} from './paycheck';
import { UnsupportedStateError } from './state';

const base: PaycheckTaxInput = {
  frequency: 'biweekly',
  pay_date: '2026-06-05',
  w4: null,
  state: 'TX',
  gross_cents: 300_000,
  deductions: [],
  ytd_taxable_cents: {},
  suta: null,
};
const line = (taxes: ReturnType<typeof paycheckTaxes>, code: TaxCode) =>
  taxes.lines.find((l) => l.code === code);

describe('paycheck taxes: bases, deductions and states', () => {
  it('a traditional 401(k) lowers income tax wages, not Social Security or Medicare wages', () => {
    const taxes = paycheckTaxes({
      ...base,
      deductions: [{ kind: 'traditional_401k', amount_cents: 30_000 }],
    });
    expect(line(taxes, 'federal_income')?.taxable_wages_cents).toBe(270_000);
    // 2,700 × 26 = 70,200 − 8,600 = 61,600: 5,800 + 22 % × 3,700 = 6,614 / 26 = 254.38.
    expect(line(taxes, 'federal_income')?.amount_cents).toBe(25_438);
    expect(line(taxes, 'social_security')).toMatchObject({
      taxable_wages_cents: 300_000,
      amount_cents: 18_600,
    });
    expect(line(taxes, 'medicare')?.amount_cents).toBe(4_350);
  });

  it('a section 125 deduction lowers income tax and FICA wages', () => {
    const taxes = paycheckTaxes({
      ...base,
      deductions: [{ kind: 'section_125', amount_cents: 20_000 }],
    });
    expect(line(taxes, 'federal_income')?.taxable_wages_cents).toBe(280_000);
    expect(line(taxes, 'social_security')).toMatchObject({
      taxable_wages_cents: 280_000,
      amount_cents: 17_360,
    });
    expect(line(taxes, 'futa')?.taxable_wages_cents).toBe(280_000);
  });

  it('a post-tax deduction lowers no base, only the net', () => {
    const without = paycheckTaxes(base);
    const withPost = paycheckTaxes({
      ...base,
      deductions: [{ kind: 'post_tax', amount_cents: 10_000 }],
    });
    expect(withPost.lines).toEqual(without.lines);
    expect(withPost.net_cents).toBe(without.net_cents - 10_000);
  });

  it('Illinois withholds 4.95 % of income tax wages; Texas nothing by rule; states without rules are refused', () => {
    const il = paycheckTaxes({
      ...base,
      state: 'IL',
      deductions: [{ kind: 'traditional_401k', amount_cents: 20_000 }],
    });
    // 4.95 % × 2,800 = 138.60.
    expect(line(il, 'state_income')?.amount_cents).toBe(13_860);
    expect(line(paycheckTaxes(base), 'state_income')?.amount_cents).toBe(0);
    expect(() => paycheckTaxes({ ...base, state: 'HI' })).toThrow(UnsupportedStateError);
    expect(() => paycheckTaxes({ ...base, state: 'HI' })).toThrow(/HI is not supported/);
    expect(() => paycheckTaxes({ ...base, state: null })).toThrow(/work state is unknown/);
  });

  it('26 biweekly runs: year totals are the sum of the stubs to the cent, both wage limits crossed', () => {
    // $8,000 every two weeks, 5 % traditional 401(k) ($400) and $100 section 125; Illinois; SUTA
    // 2.7 % on a $13,590 base.
    const deductions: Deduction[] = [
      { kind: 'traditional_401k', amount_cents: 40_000 },
      { kind: 'section_125', amount_cents: 10_000 },
    ];
    let ytd: PaycheckTaxInput['ytd_taxable_cents'] = {};
    const sums: Partial<Record<TaxCode, number>> = {};
    let net = 0;
    for (let run = 0; run < 26; run++) {
      const stub = paycheckTaxes({
        ...base,
        state: 'IL',
        gross_cents: 800_000,
        deductions,
        ytd_taxable_cents: ytd,
        suta: { state: 'IL', rate_bps: 270, wage_base_cents: 1_359_000 },
      });
      for (const l of stub.lines) sums[l.code] = (sums[l.code] ?? 0) + l.amount_cents;
      net += stub.net_cents;
      ytd = addToYearToDate(ytd, stub.lines);
    }
    // FICA wages 7,900 a period. Social Security: 6.2 % × 184,500 = 11,439.00 in all.
    expect(sums.social_security).toBe(1_143_900);
    expect(sums.employer_social_security).toBe(1_143_900);
    expect(ytd.social_security).toBe(18_450_000);
    // Medicare 1.45 % × 7,900 = 114.55 × 26 = 2,978.30; Additional: (205,400 − 200,000) × 0.9 % = 48.60.
    expect(sums.medicare).toBe(297_830);
    expect(sums.additional_medicare).toBe(4_860);
    expect(sums.futa).toBe(4_200);
    // 2.7 % × 13,590 = 366.93.
    expect(sums.suta).toBe(36_693);
    // Income tax wages 7,500: federal 195,000 − 8,600 = 186,400 → 17,966 + 24 % × 73,200 = 35,534
    // / 26 = 1,366.69 a period; Illinois 4.95 % × 7,500 = 371.25.
    expect(sums.federal_income).toBe(26 * 136_669);
    expect(sums.state_income).toBe(26 * 37_125);
    const employee =
      sums.federal_income! +
      sums.state_income! +
      sums.social_security! +
      sums.medicare! +
      sums.additional_medicare!;
    expect(net).toBe(26 * 800_000 - employee - 26 * 50_000);
  });
});
