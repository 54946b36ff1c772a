import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';
import { ACCOUNT_TYPES, MAPPING_ITEMS } from './items';

/** Kept apart from the definitions so the lists' routes parse their URLs without loading zod. */
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

export const accountingDefaultConfigsQuery = {
  filters: { partner_id: { kind: 'uuid' } },
  sorts: ['employer'],
  defaultSort: 'employer',
} as const satisfies ListQueryDescriptor;

export type AccountingDefaultConfigQuery = ListQuery<typeof accountingDefaultConfigsQuery>;
export type AccountingDefaultConfigSearch = ListSearch<typeof accountingDefaultConfigsQuery>;

export const accountingMappingsQuery = {
  filters: {
    item: { kind: 'enum', values: MAPPING_ITEMS },
    partner_id: { kind: 'uuid' },
  },
  sorts: ['item', 'account'],
  defaultSort: 'item',
} as const satisfies ListQueryDescriptor;

export type AccountingMappingQuery = ListQuery<typeof accountingMappingsQuery>;
export type AccountingMappingSearch = ListSearch<typeof accountingMappingsQuery>;
