import type { ListQueryDescriptor } from './list-query';

export const invoiceRunsQuery = {
  filters: { client_id: { kind: 'uuid' } },
  sorts: ['created_at'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;
