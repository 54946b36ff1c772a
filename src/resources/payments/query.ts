import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const paymentsQuery = {
  filters: {
    status: { kind: 'enum', values: ['pending', 'processing', 'settled', 'failed', 'cancelled'] },
    number: { kind: 'text', max: 100 },
    created_at: { kind: 'dateRange' },
  },
  sorts: ['created_at', 'amount_cents', 'number'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;

export type PaymentQuery = ListQuery<typeof paymentsQuery>;
export type PaymentSearch = ListSearch<typeof paymentsQuery>;
