import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const purchaseOrdersQuery = {
  filters: {
    number: { kind: 'text', max: 100 },
    client_id: { kind: 'uuid' },
    start_date: { kind: 'dateRange' },
  },
  sorts: ['number', 'amount_cents', 'start_date', 'created_at'],
  defaultSort: 'number',
} as const satisfies ListQueryDescriptor;

export type PurchaseOrderQuery = ListQuery<typeof purchaseOrdersQuery>;
export type PurchaseOrderSearch = ListSearch<typeof purchaseOrdersQuery>;
