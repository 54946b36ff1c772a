import { describe, expect, it } from 'vitest';
import {
  allocationLineSubStatus,
  allocationStatus,
  allocationSubStatus,
  suggestAllocations,
} from './allocation-status';

describe('allocation status (spec §4)', () => {
  it.each([
    [10_000, 0, 'pending'],
    [10_000, 1, 'partially_allocated'],
    [10_000, 9_999, 'partially_allocated'],
    [10_000, 10_000, 'allocated'],
  ] as const)('amount %i with %i allocated is %s', (amount, allocated, status) => {
    expect(allocationStatus(amount, allocated)).toBe(status);
  });

  it.each([
    [10_000, 0, 0, null],
    [10_000, 10_000, 10_000, 'full'],
    [10_000, 10_000, 12_500, 'under_payment'],
    [10_000, 7_500, 7_500, 'over_payment'],
  ] as const)('amount %i, allocated %i against %i owed is %s', (amount, allocated, due, sub) => {
    expect(allocationSubStatus(amount, allocated, due)).toBe(sub);
  });

  it.each([
    [5_000, 5_000, 'full'],
    [4_999, 5_000, 'under_payment'],
  ] as const)('an allocation of %i on %i open is %s', (amount, before, sub) => {
    expect(allocationLineSubStatus(amount, before)).toBe(sub);
  });

  it('suggests the invoices in order until the payment runs out', () => {
    const inv = [
      { id: 'a', remaining_cents: 3_000 },
      { id: 'b', remaining_cents: 0 },
      { id: 'c', remaining_cents: 5_000 },
      { id: 'd', remaining_cents: 1_000 },
    ];
    expect(suggestAllocations(6_000, inv)).toEqual([
      { invoice_id: 'a', amount_cents: 3_000 },
      { invoice_id: 'c', amount_cents: 3_000 },
    ]);
    expect(suggestAllocations(0, inv)).toEqual([]);
  });
});
