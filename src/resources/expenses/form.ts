import { expenseTypes } from '../../domain/contracts/enums';
import { defineForm } from '../../domain/resources/form';
import { ExpenseInput } from './contract';
import { canEnterExpenses } from './policy';

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
  input: ExpenseInput,
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
