/** Spec §4: a payment's allocation statuses and sub-statuses. */
export const allocationStatuses = ['allocated', 'partially_allocated', 'pending'] as const;
export type AllocationStatus = (typeof allocationStatuses)[number];
export const allocationSubStatuses = ['full', 'under_payment', 'over_payment'] as const;
export type AllocationSubStatus = (typeof allocationSubStatuses)[number];

/** How much of the payment is applied to invoices: none (pending), some, or all of it. */
export function allocationStatus(amountCents: number, allocatedCents: number): AllocationStatus {
  if (allocatedCents <= 0) return 'pending';
  return allocatedCents >= amountCents ? 'allocated' : 'partially_allocated';
}

/**
 * The payment against what the invoices it paid were owed just before (`dueCents`): exactly what was
 * owed (full), less, so the invoices stay open (under_payment), or more, so money is left over
 * (over_payment). Null until something is allocated.
 */
export function allocationSubStatus(
  amountCents: number,
  allocatedCents: number,
  dueCents: number,
): AllocationSubStatus | null {
  if (allocatedCents <= 0) return null;
  if (amountCents === dueCents) return 'full';
  return amountCents < dueCents ? 'under_payment' : 'over_payment';
}

/** One allocation against the invoice's open amount before it: paid off (full) or not (under_payment). */
export const allocationLineSubStatus = (
  amountCents: number,
  remainingBeforeCents: number,
): AllocationSubStatus => (amountCents >= remainingBeforeCents ? 'full' : 'under_payment');

/** Suggested amounts: the invoices in order, each up to its open amount, until the payment runs out. */
export function suggestAllocations<I extends { id: string; remaining_cents: number }>(
  unallocatedCents: number,
  invoices: readonly I[],
): { invoice_id: string; amount_cents: number }[] {
  const out: { invoice_id: string; amount_cents: number }[] = [];
  let left = unallocatedCents;
  for (const inv of invoices) {
    if (left <= 0) break;
    const amount = Math.min(left, inv.remaining_cents);
    if (amount > 0) out.push({ invoice_id: inv.id, amount_cents: amount });
    left -= amount;
  }
  return out;
}

/** "partially allocated · over payment": the status and sub-status as words. */
export const allocationLabel = (p: {
  allocation_status: AllocationStatus;
  allocation_sub_status: AllocationSubStatus | null;
}) =>
  [p.allocation_status, p.allocation_sub_status].filter(Boolean).join(' · ').replaceAll('_', ' ');
