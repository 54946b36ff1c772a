import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/**
 * What the approvals queue holds, one kind per approval source (`sources.server.ts`).
 * Zod-free, so the queue's route parses its URL without loading zod. A new source adds its kind here.
 */
export const approvalKinds = ['timesheet', 'expense', 'adjustment', 'time_off'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

export const approvalKindLabels: Record<ApprovalKind, { singular: string; plural: string }> = {
  timesheet: { singular: 'Timesheet', plural: 'Timesheets' },
  expense: { singular: 'Expense', plural: 'Expenses' },
  adjustment: { singular: 'Adjustment', plural: 'Adjustments' },
  time_off: { singular: 'Time off', plural: 'Time off' },
};

/** Where a queued item is decided: its own page (a timesheet's within the queue). */
export const approvalHref: Record<ApprovalKind, (id: string) => string> = {
  timesheet: (id) => `/approvals/${id}`,
  expense: (id) => `/expenses/${id}`,
  adjustment: (id) => `/adjustments/${id}`,
  time_off: (id) => `/time_off_requests/${id}`,
};

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
