import { ACCESS_KINDS, SERVICE_JOBS, SERVICE_LEVELS } from '../../domain/logs/kinds';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Newest first: a log reads from what just happened. */
export const accessLogsQuery = {
  filters: {
    user_id: { kind: 'uuid' },
    kind: { kind: 'enum', values: ACCESS_KINDS },
    occurred: { kind: 'dateRange' },
    ip: { kind: 'text', max: 64 },
  },
  sorts: ['occurred_at'],
  defaultSort: '-occurred_at',
} as const satisfies ListQueryDescriptor;
export type AccessLogQuery = ListQuery<typeof accessLogsQuery>;
export type AccessLogSearch = ListSearch<typeof accessLogsQuery>;

export const serviceLogsQuery = {
  filters: {
    job: { kind: 'enum', values: SERVICE_JOBS },
    level: { kind: 'enum', values: SERVICE_LEVELS },
    occurred: { kind: 'dateRange' },
  },
  sorts: ['occurred_at'],
  defaultSort: '-occurred_at',
} as const satisfies ListQueryDescriptor;
export type ServiceLogQuery = ListQuery<typeof serviceLogsQuery>;
export type ServiceLogSearch = ListSearch<typeof serviceLogsQuery>;
