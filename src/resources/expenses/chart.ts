import { z } from 'zod';
import { capabilityCheck, type Check } from '../../../machines/kit/rules';
import {
  defineStatusWorkflow,
  type EventOf,
  type StatusCheckEvent,
} from '../../../machines/kit/status-workflow';
import {
  expenseActionMeta,
  ExpenseInput,
  ExpenseType,
  type Expense,
  type ExpenseStatus,
} from './contract';

const facts = z.object({
  type: ExpenseType,
  billable: z.boolean(),
  reviewed: z.boolean(),
  /** Taken into a client invoice by billing. */
  billed: z.boolean(),
  /** Its bill is on an invoice (draft or sent): the approval stays until the invoice is void. */
  on_invoice: z.boolean(),
  /** Paid out by payroll. */
  paid: z.boolean(),
  receipts: z.number().int(),
});
/** Facts of the stored expense that the rules read; JSON-serialisable. */
export type ExpenseFacts = z.infer<typeof facts>;

/** Out-of-pocket costs are paid back against proof; stipends, bonuses and fees need none. */
export const RECEIPT_TYPES: readonly ExpenseType[] = [
  'reimbursement',
  'reimbursement_taxable',
  'ic_expense',
];

type ExpenseCheck = Check<ExpenseFacts, StatusCheckEvent>;

const receiptWhereNeeded: ExpenseCheck = (f) =>
  RECEIPT_TYPES.includes(f.type) && f.receipts === 0
    ? 'A reimbursement needs at least one receipt: upload the receipt first.'
    : null;
const notReviewed: ExpenseCheck = (f) => (f.reviewed ? 'It is already marked reviewed.' : null);
const notBilled: ExpenseCheck = (f) =>
  f.billed ? 'It is already on a client invoice; the approval is locked.' : null;
const notOnInvoice: ExpenseCheck = (f) =>
  f.on_invoice
    ? 'It is on a client invoice; the approval is locked until that invoice is void.'
    : null;
const notPaid: ExpenseCheck = (f) =>
  f.paid ? 'It has already been paid out; the approval is locked.' : null;
const isBilled: ExpenseCheck = (f) => (f.billed ? null : 'It is not billed.');
const offInvoice: ExpenseCheck = (f) =>
  f.on_invoice ? 'It is still on a client invoice; only voiding that invoice frees it.' : null;
const isBillable: ExpenseCheck = (f) => (f.billable ? null : 'It is not billable to the client.');

/** What an expense's creation and edits record of it: all it is as entered but its assignment. */
export const expenseFields = ExpenseInput.omit({ assignment_id: true });

/**
 * One expense's lifecycle (spec §3, §6). States equal the DB `status`. Once approved, billing and
 * payroll take it (billed, paid: facts of the row set by their own events), which locks the approval.
 */
export const expenseStatusWorkflow = defineStatusWorkflow({
  name: 'expense',
  plural: 'expenses',
  description:
    'The approval lifecycle of one expense: entry with receipts, submission, review, decision, billing and payment.',
  facts,
  actions: expenseActionMeta,
  initial: 'draft',
  statuses: {
    draft: {
      description:
        'Being entered by the contractor (or staff for them): editable; receipts can be added.',
      on: { edit: 'draft', submit: 'submitted' },
    },
    submitted: {
      description:
        'Waiting for a decider: staff may mark it reviewed first; then it is approved or rejected with a reason.',
      on: { review: 'submitted', approve: 'approved', reject: 'rejected' },
    },
    approved: {
      description:
        'Approved: billing bills it to the client when billable, payroll pays it out; until then it can be unapproved.',
      on: {
        unapprove: 'submitted',
        markBilled: 'approved',
        unmarkBilled: 'approved',
        markPaid: 'approved',
      },
    },
    rejected: {
      description:
        'Rejected with a reason: the contractor corrects it, which returns it to draft for resubmission.',
      on: { edit: 'draft' },
    },
  },
  events: {
    /** The form's PATCH, no API action: those who submit expenses enter them. */
    edit: {
      records: expenseFields.partial().shape,
      guard: {
        name: 'canEditExpense',
        description:
          'The contractor or staff who enter expenses may change a draft, or a rejected expense (which returns it to draft).',
        checks: [capabilityCheck(expenseActionMeta.submit)],
      },
    },
    submit: {
      action: 'submit',
      at: 'submitted_at',
      guard: {
        name: 'canSubmitExpense',
        description:
          'The contractor or staff who enter expenses submit it; a reimbursement needs a receipt first.',
        checks: [receiptWhereNeeded],
      },
    },
    review: {
      action: 'review',
      guard: {
        name: 'canReviewExpense',
        description: 'Deciders or staff who see expenses mark a submitted expense reviewed, once.',
        checks: [notReviewed],
      },
    },
    approve: {
      action: 'approve',
      at: 'approved_at',
      guard: { name: 'canApproveExpense', description: 'Deciders approve a submitted expense.' },
    },
    reject: {
      action: 'reject',
      at: 'rejected_at',
      // The spec's own words for a rejection without its reason.
      needsWords: 'A rejection needs a reason.',
      guard: { name: 'canRejectExpense', description: 'Deciders reject, always with a reason.' },
    },
    unapprove: {
      action: 'unapprove',
      guard: {
        name: 'canUnapproveExpense',
        description:
          'Deciders may take an approval back until billing or payroll has taken the expense.',
        checks: [notBilled, notOnInvoice, notPaid],
      },
    },
    markBilled: {
      action: 'mark_billed',
      at: 'billed_at',
      guard: {
        name: 'canMarkExpenseBilled',
        description: 'Billing marks an approved, billable expense billed, once.',
        checks: [isBillable, notBilled],
      },
    },
    /** Billing only, no API action: the invoice that billed it was voided. */
    unmarkBilled: {
      records: { invoice_id: z.uuid() },
      guard: {
        name: 'canUnmarkExpenseBilled',
        description:
          'Billing takes the billing back when the invoice it was on is voided, so it can be invoiced again.',
        checks: [capabilityCheck(expenseActionMeta.mark_billed), isBilled, offInvoice],
      },
    },
    markPaid: {
      action: 'paid',
      at: 'paid_at',
      guard: {
        name: 'canMarkExpensePaid',
        description: 'Payroll marks an approved expense paid, once.',
        checks: [notPaid],
      },
    },
  },
});

export const {
  chart: expenseWorkflow,
  definition: expenseDefinition,
  eventForAction: expenseEventForAction,
} = expenseStatusWorkflow;
export type ExpenseEvent = EventOf<typeof expenseStatusWorkflow>;
export type ExpenseStored = { status: ExpenseStatus };

/** What the chart reads of an expense as the API sends it, so the browser can ask the chart itself. */
export const subjectOfExpense = (
  e: Pick<
    Expense,
    'status' | 'type' | 'billable' | 'reviewed' | 'billed' | 'on_invoice' | 'paid' | 'receipt_count'
  >,
) =>
  expenseStatusWorkflow.subject(e.status, {
    type: e.type,
    billable: e.billable,
    reviewed: e.reviewed,
    billed: e.billed,
    on_invoice: e.on_invoice,
    paid: e.paid,
    receipts: e.receipt_count,
  });
