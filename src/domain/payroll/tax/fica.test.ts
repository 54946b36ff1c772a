import { describe, expect, it } from 'vitest';
import { additionalMedicare, futa, medicare, socialSecurity, suta } from './fica';

describe('Social Security, Medicare, FUTA and SUTA (2026)', () => {
  it('Social Security stops at the $184,500 wage base, crossed mid-period', () => {
    // 184,000 already taxed; of 3,000 only 500 is under the base: 6.2 % × 500 = 31.00.
    expect(socialSecurity(18_400_000, 300_000)).toEqual({
      taxable_wages_cents: 50_000,
      amount_cents: 3_100,
    });
    expect(socialSecurity(18_450_000, 300_000)).toEqual({
      taxable_wages_cents: 0,
      amount_cents: 0,
    });
  });

  it('Additional Medicare 0.9 % only on the wages over $200,000 for the year', () => {
    // 199,000 before; 5,000 now: 4,000 over the threshold → 36.00; Medicare 1.45 % × 5,000 = 72.50.
    expect(additionalMedicare(19_900_000, 500_000)).toEqual({
      taxable_wages_cents: 400_000,
      amount_cents: 3_600,
    });
    expect(additionalMedicare(10_000_000, 500_000).amount_cents).toBe(0);
    expect(medicare(500_000).amount_cents).toBe(7_250);
  });

  it('FUTA 0.6 % on the first $7,000; SUTA at the employer rate up to the state wage base', () => {
    // 6,000 taxed before; 2,000 now: 1,000 left → 6.00.
    expect(futa(600_000, 200_000)).toEqual({ taxable_wages_cents: 100_000, amount_cents: 600 });
    // 3.1 % on 12,500 − 12,000 = 500 → 15.50.
    expect(suta({ rate_bps: 310, wage_base_cents: 1_250_000 }, 1_200_000, 200_000)).toEqual({
      taxable_wages_cents: 50_000,
      amount_cents: 1_550,
    });
  });
});
