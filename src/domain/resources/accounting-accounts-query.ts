import { ACCOUNT_TYPES } from '../accounting/items';
import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const accountingAccountsQuery = {
  filters: {
    name: { kind: 'text', max: 100 },
    type: { kind: 'enum', values: ACCOUNT_TYPES },
    partner_id: { kind: 'uuid' },
  },
  sorts: ['code', 'name', 'type'],
  defaultSort: 'code',
} as const satisfies ListQueryDescriptor;

export type AccountingAccountQuery = ListQuery<typeof accountingAccountsQuery>;
export type AccountingAccountSearch = ListSearch<typeof accountingAccountsQuery>;
