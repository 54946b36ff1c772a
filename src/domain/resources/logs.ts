import { AccessLog, ServiceLog } from '../contracts/logs';
import { defineResource } from './define';
import { accessLogsQuery, serviceLogsQuery } from './logs-query';

/** /logs?type=access: sign-ins and changes (admin only, src/domain/policy/audit.ts). */
export const accessLogsResource = defineResource({
  name: 'access_logs',
  apiPath: '/access_logs',
  specPaths: ['/logs'],
  labels: { singular: 'Access log', plural: 'Access logs' },
  item: AccessLog,
  query: accessLogsQuery,
  csv: [
    { header: 'occurred_at', value: (l) => l.occurred_at },
    { header: 'kind', value: (l) => l.kind },
    { header: 'user_id', value: (l) => l.user_id },
    { header: 'user', value: (l) => l.user_name },
    { header: 'email', value: (l) => l.email },
    { header: 'method', value: (l) => l.method },
    { header: 'route', value: (l) => l.route },
    { header: 'path', value: (l) => l.path },
    { header: 'status', value: (l) => l.status },
    { header: 'ip', value: (l) => l.ip },
    { header: 'user_agent', value: (l) => l.user_agent },
    { header: 'api_key', value: (l) => l.api_key_name },
  ],
  actions: {},
});

/** /logs?type=service: background jobs' runs and failures (admin only). */
export const serviceLogsResource = defineResource({
  name: 'service_logs',
  apiPath: '/service_logs',
  specPaths: ['/logs'],
  labels: { singular: 'Service log', plural: 'Service logs' },
  item: ServiceLog,
  query: serviceLogsQuery,
  csv: [
    { header: 'occurred_at', value: (l) => l.occurred_at },
    { header: 'job', value: (l) => l.job },
    { header: 'level', value: (l) => l.level },
    { header: 'message', value: (l) => l.message },
    { header: 'duration_ms', value: (l) => l.duration_ms },
  ],
  actions: {},
});
