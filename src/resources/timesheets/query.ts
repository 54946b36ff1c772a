import { billingStatuses, timesheetStatuses } from '../../domain/timesheets/vocabulary';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/**
 * The timesheet lists' query (/timesheets, /contractor/timesheets), kept apart from the
 * definition so those routes parse their URL without loading zod. Without `status`, every status but
 * deleted is listed.
 */
export const timesheetsQuery = {
  filters: {
    status: { kind: 'enumList', values: timesheetStatuses },
    billing: { kind: 'enum', values: billingStatuses },
    paid: { kind: 'enum', values: ['true', 'false'] },
    date: { kind: 'dateRange' },
    contractor_id: { kind: 'uuid' },
    client_id: { kind: 'uuid' },
    assignment_id: { kind: 'uuid' },
  },
  sorts: ['date', 'hours', 'status', 'created'],
  defaultSort: '-date',
} as const satisfies ListQueryDescriptor;

export type TimesheetQuery = ListQuery<typeof timesheetsQuery>;
export type TimesheetSearch = ListSearch<typeof timesheetsQuery>;
