import { setup } from 'xstate';
import type { ExpenseEvent } from './expense.events';
import { guardFailures, guardRules, type ExpenseFacts, type GuardName } from './expense.rules';

const guard =
  (name: GuardName) =>
  ({ context, event }: { context: ExpenseFacts; event: ExpenseEvent }) =>
    guardFailures(name, context, event).length === 0;

const guards = Object.fromEntries(
  (Object.keys(guardRules) as GuardName[]).map((name) => [name, guard(name)]),
) as Record<GuardName, ReturnType<typeof guard>>;

const rule = (name: GuardName) => ({ guard: name, description: guardRules[name].description });

/**
 * One expense's lifecycle (spec §3, §6). States equal the DB `status`. Once approved, billing and
 * payroll take it (billed, paid: facts of the row set by their own events), which locks the approval.
 */
export const expenseWorkflow = setup({
  types: { context: {} as ExpenseFacts, events: {} as ExpenseEvent, input: {} as ExpenseFacts },
  guards,
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
