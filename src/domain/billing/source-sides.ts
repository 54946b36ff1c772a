import type {
  AdjustmentDirection,
  AdjustmentPayer,
  AdjustmentType,
} from '../../resources/adjustments/query';
import type { ExpenseType } from '../../resources/expenses/contract';

/**
 * Which transactions an approved expense becomes (spec §3 expense types). The worker is paid back
 * what they spent or earned beyond their hours: reimbursements (taxable or not), stipends, bonuses,
 * commissions and an independent contractor's expenses are pay to the worker. A milestone or a fixed
 * fee is what the client owes for a deliverable, not an amount the worker is owed: bill only. Any
 * type marked billable is also billed to the client, at the same amount.
 */
export const EXPENSE_PAID_TO_WORKER: Readonly<Record<ExpenseType, boolean>> = {
  reimbursement: true,
  reimbursement_taxable: true,
  stipend: true,
  bonus: true,
  ic_expense: true,
  commission: true,
  milestone: false,
  fixed: false,
};

export const expenseSides = (e: { type: ExpenseType; billable: boolean }) => ({
  pay: EXPENSE_PAID_TO_WORKER[e.type],
  bill: e.billable,
});

/**
 * An adjustment's signed amount on the side its direction names (its stored amount is always
 * positive): a deduction, or anything the contractor pays, takes money off (negative); the rest adds.
 */
export const signedAdjustmentCents = (a: {
  amount_cents: number;
  type: AdjustmentType;
  payer: AdjustmentPayer;
  direction: AdjustmentDirection;
}): number =>
  a.type === 'deduction' || a.payer === 'contractor' ? -a.amount_cents : a.amount_cents;
