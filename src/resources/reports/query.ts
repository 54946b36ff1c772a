import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';
import { REPORT_KEYS } from '../../domain/reports/keys';
import { reportRunStatuses } from '../../domain/reports/statuses';

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
