import { MonthEndRun } from '../../resources/invoices/contract';
import { defineResource } from './define';
import type { ListQueryDescriptor } from './list-query';

export const monthEndRunsQuery = {
  filters: { status: { kind: 'enum', values: ['running', 'done'] } },
  sorts: ['created_at'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;

/**
 * Month-end generations: the invoices of a period for every client in the creator's scope, made by
 * a job one client at a time; each row says how far it got.
 */
export const monthEndRunsResource = defineResource({
  name: 'month_end_runs',
  apiPath: '/month_end_runs',
  specPaths: ['/invoices'],
  labels: { singular: 'Month-end run', plural: 'Month-end runs' },
  item: MonthEndRun,
  query: monthEndRunsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'period_start', value: (r) => r.period_start },
    { header: 'period_end', value: (r) => r.period_end },
    { header: 'status', value: (r) => r.status },
    { header: 'clients_total', value: (r) => r.clients_total },
    { header: 'clients_done', value: (r) => r.clients_done },
    { header: 'invoice_count', value: (r) => r.invoice_count },
    { header: 'created_at', value: (r) => r.created_at },
    { header: 'finished_at', value: (r) => r.finished_at },
  ],
  actions: {},
});
