import type { ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const salesTaxesQuery = {
  filters: { state: { kind: 'text', max: 2 } },
  sorts: ['state', 'rate_bps'],
  defaultSort: 'state',
} as const satisfies ListQueryDescriptor;

export type SalesTaxSearch = ListSearch<typeof salesTaxesQuery>;
