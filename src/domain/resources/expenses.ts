import { Expense, ExpenseList } from '../contracts/expenses';
import { expenseActionMeta } from '../policy/expense-decisions';
import { defineResource } from './define';
import { expensesQuery } from './expenses-query';
import { centsToAmount } from './money-input';

/** Expenses as a resource: the list and its CSV; the detail and the actions come from the workflow kit. */
export const expensesResource = defineResource({
  name: 'expenses',
  apiPath: '/expenses',
  specPaths: ['/expenses', '/expenses/{id}'],
  labels: { singular: 'Expense', plural: 'Expenses' },
  item: Expense,
  page: ExpenseList,
  query: expensesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'date', value: (r) => r.date },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'client', value: (r) => r.client_name },
    { header: 'type', value: (r) => r.type },
    { header: 'category', value: (r) => r.category },
    // Exact: integer cents written as a decimal, never through a float.
    { header: 'amount', value: (r) => centsToAmount(r.amount_cents) },
    { header: 'status', value: (r) => r.status },
    { header: 'reviewed', value: (r) => r.reviewed },
    { header: 'billable', value: (r) => r.billable },
    { header: 'billed', value: (r) => r.billed },
    { header: 'paid', value: (r) => r.paid },
    { header: 'description', value: (r) => r.description },
    { header: 'business_purpose', value: (r) => r.business_purpose },
    { header: 'acceptance_chance', value: (r) => r.acceptance_chance },
  ],
  actions: expenseActionMeta,
});
