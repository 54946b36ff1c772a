import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '../../src/resources/invoices/contract';
import type { PaymentStatus } from '../../src/resources/payments/contract';
import { takesPayment } from '../../src/resources/invoices/chart';
import { takesBackAllocation } from '../../src/resources/payments/chart';
import { demoUsers } from '../../src/resources/timesheets/chart.fixtures';

// The invoice page's "Record payment" and the payment ledger's "Remove allocation" are offered
// from these answers of the charts, never from a status list in the view.

const { admin, client } = demoUsers;
const invoice = (status: InvoiceStatus, allocated: number, remaining: number) => ({
  status,
  line_count: 2,
  total_due_cents: allocated + remaining,
  allocated_cents: allocated,
  remaining_cents: remaining,
});

describe('takesPayment: the invoice chart takes an allocation of what remains', () => {
  it.each([
    ['open', 0, 500, true],
    ['partially_paid', 200, 300, true],
    ['draft', 0, 500, false],
    ['paid', 500, 0, false],
    ['void', 0, 500, false],
  ] as const)('%s, %d allocated, %d remaining: %s', (status, allocated, remaining, expected) => {
    expect(takesPayment(invoice(status, allocated, remaining), admin)).toBe(expected);
  });
});

describe('takesBackAllocation: the payment chart takes one line back', () => {
  const payment = (status: PaymentStatus) => ({
    status,
    amount_cents: 1_000,
    allocated_cents: 600,
    paid_through_method: false,
  });
  const line = { amount_cents: 600, reversal: null };

  it('offers it to an admin on a settled payment', () => {
    expect(takesBackAllocation(payment('settled'), line, admin)).toBe(true);
  });
  it('not to a client, not on a line already taken back, not before the money settled', () => {
    expect(takesBackAllocation(payment('settled'), line, client)).toBe(false);
    const reversed = { ...line, reversal: { at: '2026-11-20', by: null, reason: 'x' } };
    expect(takesBackAllocation(payment('settled'), reversed, admin)).toBe(false);
    expect(takesBackAllocation(payment('pending'), line, admin)).toBe(false);
  });
});
