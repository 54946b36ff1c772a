import { setup } from 'xstate';
import { z } from 'zod';
import {
  capabilityCheck,
  chartGuards,
  ruleFailures,
  type Check,
  type GuardRule,
} from '../../../machines/kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { ActionTexts } from '../../domain/contracts/workflow';
import {
  expenseActionMeta,
  type Expense,
  type ExpenseAction,
  type ExpenseStatus,
  type ExpenseType,
} from './contract';

/** The acting user travels in every event; the server overwrites it from the session. */
export const ExpenseEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('expense.edit'), user: User }),
  z.object({ type: z.literal('expense.submit'), user: User }),
  z.object({ type: z.literal('expense.review'), user: User }),
  z.object({ type: z.literal('expense.approve'), user: User }),
  z.object({ type: z.literal('expense.reject'), user: User, reason: ActionTexts.shape.reason }),
  z.object({ type: z.literal('expense.unapprove'), user: User }),
  z.object({ type: z.literal('expense.markBilled'), user: User }),
  /** Billing only, no API action: the invoice that billed it was voided. */
  z.object({ type: z.literal('expense.unmarkBilled'), user: User }),
  z.object({ type: z.literal('expense.markPaid'), user: User }),
]);
export type ExpenseEvent = z.infer<typeof ExpenseEvent>;
export type ExpenseEventType = ExpenseEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const expenseEventForAction: Record<ExpenseAction, ExpenseEventType> = {
  submit: 'expense.submit',
  review: 'expense.review',
  approve: 'expense.approve',
  reject: 'expense.reject',
  unapprove: 'expense.unapprove',
  mark_billed: 'expense.markBilled',
  paid: 'expense.markPaid',
};

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

type ExpenseCheck = Check<ExpenseFacts, ExpenseEvent>;

const capability = (action: ExpenseAction) =>
  capabilityCheck<ExpenseFacts, ExpenseEvent>(expenseActionMeta[action]);

const receiptWhereNeeded: ExpenseCheck = (f) =>
  RECEIPT_TYPES.includes(f.type) && f.receipts === 0
    ? 'A reimbursement needs at least one receipt: upload the receipt first.'
    : null;
const notReviewed: ExpenseCheck = (f) => (f.reviewed ? 'It is already marked reviewed.' : null);
const hasReason: ExpenseCheck = (_f, e) =>
  e.type === 'expense.reject' && e.reason ? null : 'A rejection needs a reason.';
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

/** Every guard of the chart, by capability, with its business rule in words. */
export const expenseRules = {
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
} satisfies Record<string, GuardRule<ExpenseFacts, ExpenseEvent>>;

const rule = (name: keyof typeof expenseRules) => ({
  guard: name,
  description: expenseRules[name].description,
});

/**
 * One expense's lifecycle (spec §3, §6). States equal the DB `status`. Once approved, billing and
 * payroll take it (billed, paid: facts of the row set by their own events), which locks the approval.
 */
export const expenseWorkflow = setup({
  types: { context: {} as ExpenseFacts, events: {} as ExpenseEvent, input: {} as ExpenseFacts },
  guards: chartGuards(expenseRules),
}).createMachine({
  id: 'expense',
  description:
    'The approval lifecycle of one expense: entry with receipts, submission, review, decision, billing and payment.',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    draft: {
      description:
        'Being entered by the contractor (or staff for them): editable; receipts can be added.',
      on: {
        'expense.edit': { target: 'draft', ...rule('canEditExpense') },
        'expense.submit': { target: 'submitted', ...rule('canSubmitExpense') },
      },
    },
    submitted: {
      description:
        'Waiting for a decider: staff may mark it reviewed first; then it is approved or rejected with a reason.',
      on: {
        'expense.review': { target: 'submitted', ...rule('canReviewExpense') },
        'expense.approve': { target: 'approved', ...rule('canApproveExpense') },
        'expense.reject': { target: 'rejected', ...rule('canRejectExpense') },
      },
    },
    approved: {
      description:
        'Approved: billing bills it to the client when billable, payroll pays it out; until then it can be unapproved.',
      on: {
        'expense.unapprove': { target: 'submitted', ...rule('canUnapproveExpense') },
        'expense.markBilled': { target: 'approved', ...rule('canMarkExpenseBilled') },
        'expense.unmarkBilled': { target: 'approved', ...rule('canUnmarkExpenseBilled') },
        'expense.markPaid': { target: 'approved', ...rule('canMarkExpensePaid') },
      },
    },
    rejected: {
      description:
        'Rejected with a reason: the contractor corrects it, which returns it to draft for resubmission.',
      on: {
        'expense.edit': { target: 'draft', ...rule('canEditExpense') },
      },
    },
  },
});

/** The stored column that holds the chart's state. */
export interface ExpenseStored {
  status: ExpenseStatus;
}

export type ExpenseSubject = WorkflowSubject<ExpenseStored, ExpenseFacts>;

/** The expense lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const expenseDefinition = defineWorkflow<
  ExpenseStored,
  ExpenseFacts,
  ExpenseAction,
  ExpenseEvent
>({
  name: 'expense',
  plural: 'expenses',
  chart: expenseWorkflow,
  actions: expenseActionMeta,
  eventFor: (action, user, texts) =>
    ({ type: expenseEventForAction[action], user, reason: texts.reason }) as ExpenseEvent,
  stateValue: (stored) => stored.status,
  storedOf: (snapshot) => ({ status: snapshot.value as ExpenseStatus }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) => ruleFailures(expenseRules, guard, facts, event),
});

/** What the chart reads of an expense as the API sends it, so the browser can ask the chart itself. */
export const subjectOfExpense = (
  e: Pick<
    Expense,
    'status' | 'type' | 'billable' | 'reviewed' | 'billed' | 'on_invoice' | 'paid' | 'receipt_count'
  >,
): ExpenseSubject => ({
  stored: { status: e.status },
  facts: {
    type: e.type,
    billable: e.billable,
    reviewed: e.reviewed,
    billed: e.billed,
    on_invoice: e.on_invoice,
    paid: e.paid,
    receipts: e.receipt_count,
  },
});
