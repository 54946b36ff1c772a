import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';
import { REPORT_KEYS } from '../reports/keys';
import { reportRunStatuses } from '../reports/statuses';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const reportRunsQuery = {
  filters: {
    status: { kind: 'enum', values: reportRunStatuses },
    report: { kind: 'enum', values: REPORT_KEYS },
  },
  sorts: ['created_at'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;

export type ReportRunQuery = ListQuery<typeof reportRunsQuery>;
export type ReportRunSearch = ListSearch<typeof reportRunsQuery>;
