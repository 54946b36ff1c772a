import { ReportRun } from '../contracts/reports';
import { reportRunActionMeta } from '../policy/reports';
import { defineResource } from './define';
import { reportRunsQuery } from './reports-query';

/** Report runs: the list and its CSV; the detail and the retry come from the workflow kit. */
export const reportRunsResource = defineResource({
  name: 'reports',
  apiPath: '/reports',
  specPaths: ['/reports', '/reports/{id}'],
  labels: { singular: 'Report', plural: 'Reports' },
  item: ReportRun,
  query: reportRunsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'report', value: (r) => r.report_title },
    { header: 'status', value: (r) => r.status },
    { header: 'rows', value: (r) => r.rows_total },
    { header: 'requested_by', value: (r) => r.requested_by_name },
    { header: 'created_at', value: (r) => r.created_at },
    { header: 'finished_at', value: (r) => r.finished_at ?? '' },
  ],
  actions: reportRunActionMeta,
});
