import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const payrollBankAccountsQuery = {
  filters: { name: { kind: 'text', max: 100 }, partner_id: { kind: 'uuid' } },
  sorts: ['name', 'bank_name', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type PayrollBankAccountQuery = ListQuery<typeof payrollBankAccountsQuery>;
export type PayrollBankAccountSearch = ListSearch<typeof payrollBankAccountsQuery>;
