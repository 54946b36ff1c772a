import { canEditPayments } from '../../src/domain/policy/capabilities';
import { paymentActionMeta, removeAllocationMeta } from '../../src/domain/policy/payments';
import { decideAction } from '../../src/domain/workflow/action-meta';
import { formatMoney } from '../../src/domain/format/format';
import type { PaymentEvent } from './payment.events';

/** Facts of the stored payment that the rules read; JSON-serialisable. */
export interface PaymentFacts {
  amountCents: number;
  allocatedCents: number;
  /** Paid through a payment method, so the bank can be asked again. */
  hasBankMethod: boolean;
}

type Check = (facts: PaymentFacts, event: PaymentEvent) => string | null;

const may =
  (action: keyof typeof paymentActionMeta): Check =>
  (_f, e) => {
    const d = decideAction(paymentActionMeta[action], e.user);
    return d.allowed ? null : d.reason;
  };
const admin: Check = (_f, e) =>
  canEditPayments(e.user)
    ? null
    : 'Only admins allocate payments (spec §6: payments are edited by admin).';
const throughBank: Check = (f) =>
  f.hasBankMethod
    ? null
    : 'It was not paid through a payment method, so there is no bank transfer to retry.';
const allocation = (e: PaymentEvent) => (e.type === 'payment.allocate' ? e : null);
const positive: Check = (_f, e) =>
  (allocation(e)?.amount_cents ?? 0) > 0 ? null : 'An allocation must be more than $0.00.';
const withinPayment: Check = (f, e) => {
  const left = f.amountCents - f.allocatedCents;
  return (allocation(e)?.amount_cents ?? 0) <= left
    ? null
    : `Only ${formatMoney(left)} of this payment is left to allocate.`;
};
const withinInvoice: Check = (_f, e) => {
  const a = allocation(e);
  if (!a) return null;
  if (a.invoice_remaining_cents <= 0)
    return 'The invoice is not open for payment (draft, void or already paid).';
  return a.amount_cents <= a.invoice_remaining_cents
    ? null
    : `The invoice has only ${formatMoney(a.invoice_remaining_cents)} left to pay.`;
};

const removal = (e: PaymentEvent) => (e.type === 'payment.unallocate' ? e : null);
const mayRemove: Check = (_f, e) => {
  const d = decideAction(removeAllocationMeta, e.user);
  return d.allowed ? null : d.reason;
};
const hasReason: Check = (_f, e) =>
  removal(e)?.reason.trim() ? null : 'Removing an allocation needs a reason.';
const notReversed: Check = (_f, e) =>
  removal(e)?.reversed ? 'This allocation was already removed.' : null;
const notCredited: Check = (_f, e) =>
  removal(e)?.invoice_credited
    ? 'A credit note has closed the invoice since: the allocation can no longer be taken back.'
    : null;
const withinAllocated: Check = (f, e) => {
  const r = removal(e);
  // A line already taken back is refused for that alone.
  if (!r || r.reversed) return null;
  return r.amount_cents > 0 && r.amount_cents <= f.allocatedCents
    ? null
    : `Only ${formatMoney(f.allocatedCents)} of this payment is allocated.`;
};

/** Every guard of the chart, by capability, with its business rule in words. */
export const guardRules = {
  canMarkReceived: {
    description: 'Admins mark a payment received once the money is in the bank.',
    checks: [may('mark_received')],
  },
  canRetryPayment: {
    description: 'Admins or the paying client ask the bank again after a failed transfer.',
    checks: [may('retry'), throughBank],
  },
  canCancelPayment: {
    description: 'Admins cancel a payment that never arrived.',
    checks: [may('cancel')],
  },
  canAllocatePayment: {
    description:
      'Admins apply a settled payment to open invoices, never more than is left of the payment nor more than an invoice owes.',
    checks: [admin, positive, withinPayment, withinInvoice],
  },
  canUnallocatePayment: {
    description:
      'Admins take back one allocation of a settled payment, with a reason, unless a credit note has closed its invoice since: the line is kept, marked reversed.',
    checks: [mayRemove, hasReason, notReversed, withinAllocated, notCredited],
  },
} satisfies Record<string, { description: string; checks: Check[] }>;

export type GuardName = keyof typeof guardRules;

export function guardFailures(name: GuardName, facts: PaymentFacts, event: PaymentEvent): string[] {
  return guardRules[name].checks.map((c) => c(facts, event)).filter((r): r is string => r !== null);
}
