import type { ExpenseType } from '../../src/domain/contracts/expenses';
import { decideExpense, type ExpenseAction } from '../../src/domain/policy/expense-decisions';
import type { ExpenseEvent } from './expense.events';

/** Facts of the stored expense that the rules read; JSON-serialisable. */
export interface ExpenseFacts {
  type: ExpenseType;
  billable: boolean;
  reviewed: boolean;
  /** Taken into a client invoice by billing. */
  billed: boolean;
  /** Its bill is on an invoice (draft or sent): the approval stays until the invoice is void. */
  on_invoice: boolean;
  /** Paid out by payroll. */
  paid: boolean;
  receipts: number;
}

/** Out-of-pocket costs are paid back against proof; stipends, bonuses and fees need none. */
export const RECEIPT_TYPES: readonly ExpenseType[] = [
  'reimbursement',
  'reimbursement_taxable',
  'ic_expense',
];

/** A check answers null when it passes, otherwise the reason in words. */
type Check = (facts: ExpenseFacts, event: ExpenseEvent) => string | null;

const capability =
  (action: ExpenseAction): Check =>
  (_facts, event) => {
    const d = decideExpense(action, event.user);
    return d.allowed ? null : d.reason;
  };

const receiptWhereNeeded: Check = (f) =>
  RECEIPT_TYPES.includes(f.type) && f.receipts === 0
    ? 'A reimbursement needs at least one receipt: upload the receipt first.'
    : null;
const notReviewed: Check = (f) => (f.reviewed ? 'It is already marked reviewed.' : null);
const hasReason: Check = (_f, e) =>
  e.type === 'expense.reject' && e.reason ? null : 'A rejection needs a reason.';
const notBilled: Check = (f) =>
  f.billed ? 'It is already on a client invoice; the approval is locked.' : null;
const notOnInvoice: Check = (f) =>
  f.on_invoice
    ? 'It is on a client invoice; the approval is locked until that invoice is void.'
    : null;
const notPaid: Check = (f) =>
  f.paid ? 'It has already been paid out; the approval is locked.' : null;
const isBilled: Check = (f) => (f.billed ? null : 'It is not billed.');
const offInvoice: Check = (f) =>
  f.on_invoice ? 'It is still on a client invoice; only voiding that invoice frees it.' : null;
const isBillable: Check = (f) => (f.billable ? null : 'It is not billable to the client.');

/** Every guard of the chart, by capability, with its business rule in words. */
export const guardRules = {
  canEditExpense: {
    description:
      'The contractor or staff who enter expenses may change a draft, or a rejected expense (which returns it to draft).',
    checks: [capability('submit')],
  },
  canSubmitExpense: {
    description:
      'The contractor or staff who enter expenses submit it; a reimbursement needs a receipt first.',
    checks: [capability('submit'), receiptWhereNeeded],
  },
  canReviewExpense: {
    description: 'Deciders or staff who see expenses mark a submitted expense reviewed, once.',
    checks: [capability('review'), notReviewed],
  },
  canApproveExpense: {
    description: 'Deciders approve a submitted expense.',
    checks: [capability('approve')],
  },
  canRejectExpense: {
    description: 'Deciders reject, always with a reason.',
    checks: [capability('reject'), hasReason],
  },
  canUnapproveExpense: {
    description:
      'Deciders may take an approval back until billing or payroll has taken the expense.',
    checks: [capability('unapprove'), notBilled, notOnInvoice, notPaid],
  },
  canMarkExpenseBilled: {
    description: 'Billing marks an approved, billable expense billed, once.',
    checks: [capability('mark_billed'), isBillable, notBilled],
  },
  canUnmarkExpenseBilled: {
    description:
      'Billing takes the billing back when the invoice it was on is voided, so it can be invoiced again.',
    checks: [capability('mark_billed'), isBilled, offInvoice],
  },
  canMarkExpensePaid: {
    description: 'Payroll marks an approved expense paid, once.',
    checks: [capability('paid'), notPaid],
  },
} satisfies Record<string, { description: string; checks: Check[] }>;

export type GuardName = keyof typeof guardRules;

/** The reasons a guard refuses; empty when it passes. */
export function guardFailures(name: GuardName, facts: ExpenseFacts, event: ExpenseEvent): string[] {
  return guardRules[name].checks
    .map((check) => check(facts, event))
    .filter((r): r is string => r !== null);
}
