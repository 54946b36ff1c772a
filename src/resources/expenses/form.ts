import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { expenseTypes } from '../../domain/contracts/enums';
import { defineForm } from '../../domain/resources/form';
import { canEnterExpenses } from './policy';

/** An expense is at most 1,000,000.00: larger sums are payroll runs or invoices, not expenses. */
const Amount = z
  .number('Enter an amount such as 45.00')
  .int('Enter whole cents')
  .min(1, 'An expense is more than 0.00')
  .max(1_000_000_00, 'At most 1,000,000.00');

const text = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullable().optional();

const typeLabels: Record<(typeof expenseTypes)[number], string> = {
  reimbursement: 'Reimbursement',
  reimbursement_taxable: 'Reimbursement (taxable)',
  stipend: 'Stipend',
  bonus: 'Bonus',
  ic_expense: 'IC expense',
  milestone: 'Milestone',
  fixed: 'Fixed',
  commission: 'Commission',
};
export const expenseTypeLabel = (type: string) =>
  typeLabels[type as keyof typeof typeLabels] ?? type;
const typeOptions = expenseTypes.map((value) => ({ value, label: typeLabels[value] }));

/** `/expenses/new` (and `?id=` to edit): POST and PATCH `/v2/expenses`. */
export const expensesForm = defineForm({
  input: z.object({
    assignment_id: z.uuid('Choose an assignment'),
    type: z.enum(expenseTypes, 'Choose a type'),
    amount_cents: Amount,
    date: IsoDate,
    category: text(100),
    description: text(2000),
    business_purpose: text(2000),
    acceptance_chance: z
      .number()
      .int('Enter a whole number')
      .min(0, 'From 0 to 100')
      .max(100, 'From 0 to 100')
      .nullable()
      .optional(),
    billable: z.boolean().optional(),
  }),
  fields: [
    {
      name: 'assignment_id',
      label: 'Assignment',
      kind: 'reference',
      apiPath: '/assignments',
      sort: 'job_title',
      labelField: 'job_title',
      required: true,
      only: 'create',
    },
    { name: 'type', label: 'Type', kind: 'select', options: () => typeOptions, required: true },
    { name: 'amount_cents', label: 'Amount', kind: 'money', required: true },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    {
      name: 'category',
      label: 'Category',
      kind: 'text',
      maxLength: 100,
      hint: 'Travel, meals, equipment…',
    },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 2000 },
    { name: 'business_purpose', label: 'Business purpose', kind: 'textarea', maxLength: 2000 },
    {
      name: 'acceptance_chance',
      label: 'Acceptance chance (%)',
      kind: 'integer',
      hint: 'From 0 to 100: how likely the client accepts it',
    },
    { name: 'billable', label: 'Billable to the client', kind: 'checkbox' },
  ],
  may: { create: canEnterExpenses, update: canEnterExpenses },
});
