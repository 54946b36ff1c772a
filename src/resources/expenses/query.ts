import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** The expense types of spec §3, zod-free for the list route (the contract's enum says the same). */
export const expenseTypeValues = [
  'reimbursement',
  'reimbursement_taxable',
  'stipend',
  'bonus',
  'ic_expense',
  'milestone',
  'fixed',
  'commission',
] as const;

/** The expense statuses (the chart's states and the `status` column), zod-free for the list route. */
export const expenseStatusValues = ['draft', 'submitted', 'approved', 'rejected'] as const;

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const expensesQuery = {
  filters: {
    status: { kind: 'enumList', values: expenseStatusValues },
    type: { kind: 'enum', values: expenseTypeValues },
    reviewed: { kind: 'enum', values: ['true', 'false'] },
    paid: { kind: 'enum', values: ['true', 'false'] },
    date: { kind: 'dateRange' },
    contractor_id: { kind: 'uuid' },
    client_id: { kind: 'uuid' },
    category: { kind: 'text', max: 100 },
  },
  sorts: ['date', 'amount', 'status', 'created'],
  defaultSort: '-date',
} as const satisfies ListQueryDescriptor;

export type ExpenseQuery = ListQuery<typeof expensesQuery>;
export type ExpenseSearch = ListSearch<typeof expensesQuery>;
