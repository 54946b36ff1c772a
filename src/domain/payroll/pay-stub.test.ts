import { describe, expect, it } from 'vitest';
import { payStubOf, type StubItem } from './pay-stub';

const item = (over: Partial<StubItem>): StubItem => ({
  kind: 'earning',
  code: 'timesheet',
  description: 'x',
  hours_hundredths: null,
  amount_cents: 0,
  ...over,
});

describe('pay stub: current and year to date by type', () => {
  const march = [
    item({ hours_hundredths: 4_000, amount_cents: 100_000, description: '2026-03-02 Week' }),
    item({
      kind: 'tax',
      code: 'social_security',
      description: 'Social Security',
      amount_cents: 6_200,
    }),
    item({ kind: 'employer_tax', code: 'futa', description: 'FUTA', amount_cents: 600 }),
    item({
      kind: 'pre_tax_deduction',
      code: 'traditional_401k',
      description: '401(k)',
      amount_cents: 5_000,
    }),
  ];
  const april = [
    item({ hours_hundredths: 3_000, amount_cents: 75_000, description: '2026-04-06 Week' }),
    item({ hours_hundredths: 1_000, amount_cents: 30_000, description: '2026-04-07 Day' }),
    item({
      kind: 'tax',
      code: 'social_security',
      description: 'Social Security',
      amount_cents: 6_510,
    }),
    item({ kind: 'deduction', code: 'post_tax', description: 'Uniform', amount_cents: 2_000 }),
  ];

  it('groups earnings with hours and rate, taxes by code, deductions by name; totals add up', () => {
    const stub = payStubOf(april, [...march, ...april]);
    // 40 h for $1,050.00: $26.25 an hour; year: $1,000 + $1,050.
    expect(stub.earnings).toEqual([
      {
        label: 'Hours worked',
        hours_hundredths: 4_000,
        rate_cents: 2_625,
        current_cents: 105_000,
        ytd_cents: 205_000,
      },
    ]);
    expect(stub.employee_taxes).toEqual([
      expect.objectContaining({
        label: 'Social Security',
        current_cents: 6_510,
        ytd_cents: 12_710,
      }),
    ]);
    // A line of March only still shows, with nothing this paycheck.
    expect(stub.pre_tax_deductions).toEqual([
      expect.objectContaining({ label: '401(k)', current_cents: 0, ytd_cents: 5_000 }),
    ]);
    expect(stub.employer_taxes[0]).toMatchObject({ current_cents: 0, ytd_cents: 600 });
    expect(stub.totals.net).toEqual({
      current_cents: 105_000 - 6_510 - 2_000,
      ytd_cents: 205_000 - 12_710 - 5_000 - 2_000,
    });
  });
});
