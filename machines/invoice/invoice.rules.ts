import { decideAction } from '../../src/domain/workflow/action-meta';
import { invoiceActionMeta, type InvoiceAction } from '../../src/domain/billing/invoice-actions';
import type { InvoiceEvent } from './invoice.events';

/** Facts of the stored invoice that the rules read, in integer cents; JSON-serialisable. */
export interface InvoiceFacts {
  lineCount: number;
  totalDueCents: number;
  allocatedCents: number;
  remainingCents: number;
}

type Check = (facts: InvoiceFacts, event: InvoiceEvent) => string | null;

const capability =
  (action: InvoiceAction): Check =>
  (_f, event) => {
    const d = decideAction(invoiceActionMeta[action], event.user);
    return d.allowed ? null : d.reason;
  };

const cents = (e: InvoiceEvent) =>
  e.type === 'invoice.allocate' || e.type === 'invoice.unallocate' ? e.cents : 0;
const hasLines: Check = (f) =>
  f.lineCount > 0 ? null : 'An invoice without lines cannot be sent.';
const owesSomething: Check = (f) => (f.totalDueCents > 0 ? null : 'Nothing is due on it.');
const nothingAllocated: Check = (f) =>
  f.allocatedCents === 0
    ? null
    : 'Payments are allocated to it: issue a credit note instead of voiding it.';
const somethingRemains: Check = (f) =>
  f.remainingCents > 0 ? null : 'Nothing remains to be credited.';
const hasReason: Check = (_f, e) =>
  (e.type === 'invoice.void' || e.type === 'invoice.credit') && e.reason?.trim()
    ? null
    : 'It needs a reason.';
const positive: Check = (_f, e) =>
  cents(e) > 0 ? null : 'An allocation is a positive amount of cents.';
const withinRemaining: Check = (f, e) =>
  cents(e) <= f.remainingCents ? null : 'The allocation exceeds the remaining amount.';
const settles: Check = (f, e) =>
  cents(e) === f.remainingCents ? null : 'It does not settle the remaining amount.';
const leavesSome: Check = (f, e) =>
  cents(e) < f.remainingCents ? null : 'It settles the remaining amount.';
const withinAllocated: Check = (f, e) =>
  cents(e) <= f.allocatedCents ? null : 'More than is allocated cannot be taken back.';
const emptiesAllocation: Check = (f, e) =>
  cents(e) === f.allocatedCents ? null : 'Some allocation would remain.';
const keepsSome: Check = (f, e) =>
  cents(e) < f.allocatedCents ? null : 'No allocation would remain.';

/** Every guard of the chart with its business rule in words. */
export const guardRules = {
  canSendInvoice: {
    description:
      'Employers send a draft with lines and an amount due: it gets its number and due date.',
    checks: [capability('send'), hasLines, owesSomething],
  },
  canVoidInvoice: {
    description: 'Employers void an invoice, with a reason, only while nothing is allocated to it.',
    checks: [capability('void'), hasReason, nothingAllocated],
  },
  canCreditInvoice: {
    description:
      'Employers issue a credit note, with a reason, for what remains of a sent invoice.',
    checks: [capability('credit'), hasReason, somethingRemains],
  },
  settlesInvoice: {
    description: 'An allocation of exactly the remaining amount pays the invoice.',
    checks: [positive, settles],
  },
  paysPartOfInvoice: {
    description: 'An allocation of less than the remaining amount pays it partly.',
    checks: [positive, withinRemaining, leavesSome],
  },
  emptiesAllocation: {
    description: 'Taking back every allocated cent reopens it.',
    checks: [positive, withinAllocated, emptiesAllocation],
  },
  keepsAllocation: {
    description: 'Taking back part of the allocation leaves it partially paid.',
    checks: [positive, withinAllocated, keepsSome],
  },
} satisfies Record<string, { description: string; checks: Check[] }>;

export type GuardName = keyof typeof guardRules;

export function guardFailures(name: GuardName, facts: InvoiceFacts, event: InvoiceEvent): string[] {
  return guardRules[name].checks
    .map((check) => check(facts, event))
    .filter((r): r is string => r !== null);
}
