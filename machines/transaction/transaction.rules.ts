import { transactionActionMeta } from '../../src/domain/policy/transactions';
import { capabilityCheck, type Check, type GuardRule } from '../kit/rules';
import type { TransactionEvent } from './transaction.events';

/** What the guards read of a stored transaction beyond its status; JSON-serialisable. */
export interface TransactionFacts {
  /** It is on an invoice, even a draft one: generation already counted it. */
  on_invoice: boolean;
  /** Held by an employer with a reason, not by billing because its source is no longer approved. */
  held_by_hand: boolean;
}

type TransactionCheck = Check<TransactionFacts, TransactionEvent>;
const may = (action: keyof typeof transactionActionMeta) =>
  capabilityCheck<TransactionFacts, TransactionEvent>(transactionActionMeta[action]);

const hasReason: TransactionCheck = (_f, e) =>
  'reason' in e && e.reason ? null : 'It needs a reason.';
const notOnInvoice: TransactionCheck = (f) =>
  f.on_invoice ? 'It is on a draft invoice; remove it from the draft first.' : null;
const heldByHand: TransactionCheck = (f) =>
  f.held_by_hand
    ? null
    : 'It is on hold because its timesheet, expense or adjustment is no longer approved; approve that again instead.';

/** Every guard of the chart, by capability, with its business rule in words. */
export const transactionRules = {
  canHoldTransaction: {
    description:
      'An employer holds an approved transaction back from invoices and payroll, with a reason, while it is on no invoice.',
    checks: [may('hold'), hasReason, notOnInvoice],
  },
  canReleaseTransaction: {
    description:
      'An employer releases a transaction they held, so invoices and payroll take it again.',
    checks: [may('release'), heldByHand],
  },
} satisfies Record<string, GuardRule<TransactionFacts, TransactionEvent>>;
