import { approvalKinds } from './approval-kinds';
import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** The approvals queue's query, zod-free for its route. */
export const approvalsQuery = {
  filters: {
    kind: { kind: 'enum', values: approvalKinds },
    date: { kind: 'dateRange' },
    contractor_id: { kind: 'uuid' },
    client_id: { kind: 'uuid' },
  },
  sorts: ['waiting', 'date'],
  defaultSort: 'waiting',
} as const satisfies ListQueryDescriptor;

export type ApprovalQuery = ListQuery<typeof approvalsQuery>;
export type ApprovalSearch = ListSearch<typeof approvalsQuery>;
