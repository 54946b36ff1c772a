import { MAPPING_ITEMS } from '../accounting/items';
import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
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
