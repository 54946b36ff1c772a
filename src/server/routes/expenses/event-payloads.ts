import { z } from 'zod';
import { expenseDefinition } from '../../../../machines/expense/expense.definition';
import type { ExpenseEventType } from '../../../../machines/expense/expense.events';
import { ExpenseStatus } from '../../../domain/contracts/expenses';
import { expensesForm } from '../../../domain/resources/expenses-form';
import type { EventStream } from '../../events/payloads';
import { transitionPayload } from '../../kit/workflow/payloads';

const step = transitionPayload(z.strictObject({ status: ExpenseStatus }));
const fields = expensesForm.input.omit({ assignment_id: true });

/** What each expense event records; the store refuses any other payload. */
export const expensePayloads = {
  'expense.created': z.strictObject({
    id: z.uuid(),
    assignment_id: z.uuid(),
    contractor_id: z.uuid(),
    client_id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    ...fields.required({ type: true, amount_cents: true, date: true }).shape,
  }),
  'expense.edit': step.extend(fields.partial().shape),
  'expense.submit': step,
  'expense.review': step,
  'expense.approve': step,
  'expense.reject': step.extend({ reason: z.string().min(1) }),
  'expense.unapprove': step,
  'expense.markBilled': step,
  'expense.unmarkBilled': step.extend({ invoice_id: z.uuid() }),
  'expense.markPaid': step,
} satisfies Record<ExpenseEventType | 'expense.created', z.ZodType<Record<string, unknown>>>;

export const expenseEvents: EventStream = {
  type: expenseDefinition.name,
  payloads: expensePayloads,
};
