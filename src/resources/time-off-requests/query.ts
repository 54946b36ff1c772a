import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** The chart's states, equal to the `status` column. */
export const timeOffStatuses = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type TimeOffStatus = (typeof timeOffStatuses)[number];

/** Kept apart from the contract so the /time_off_requests route parses its URL without loading zod. */
export const timeOffRequestsQuery = {
  filters: {
    status: { kind: 'enum', values: timeOffStatuses },
    contractor_id: { kind: 'uuid' },
    rule_id: { kind: 'uuid' },
    start_date: { kind: 'dateRange' },
  },
  sorts: ['start_date', 'hours', 'status', 'created_at'],
  defaultSort: '-start_date',
} as const satisfies ListQueryDescriptor;

export type TimeOffRequestQuery = ListQuery<typeof timeOffRequestsQuery>;
export type TimeOffRequestSearch = ListSearch<typeof timeOffRequestsQuery>;
