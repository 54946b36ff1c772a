import { z } from 'zod';
import { ACCESS_KINDS, SERVICE_JOBS, SERVICE_LEVELS } from '../../domain/logs/kinds';
import { defineResource } from '../../domain/resources/define';
import { accessLogsQuery, serviceLogsQuery } from './query';

/** One access log row: who (or which email, for a failed sign-in) did what, from where, when. */
export const AccessLog = z.object({
  id: z.string(),
  occurred_at: z.string(),
  kind: z.enum(ACCESS_KINDS),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  email: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  path: z.string(),
  status: z.number().int(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The API key the request came with, by the name it had then. */
  api_key_name: z.string().nullable(),
});
export type AccessLog = z.infer<typeof AccessLog>;

/** One service log row: a background job's run or failure. */
export const ServiceLog = z.object({
  id: z.string(),
  occurred_at: z.string(),
  job: z.enum(SERVICE_JOBS),
  level: z.enum(SERVICE_LEVELS),
  message: z.string(),
  duration_ms: z.number().int().nullable(),
});
export type ServiceLog = z.infer<typeof ServiceLog>;

/** /logs?type=access: sign-ins and changes (admin only, src/domain/policy/audit.ts). */
export const accessLogsResource = defineResource({
  name: 'access_logs',
  apiPath: '/access_logs',
  specPaths: ['/logs'],
  listPath: '/logs?type=access',
  labels: {
    singular: 'Access log',
    plural: 'Access logs',
    title: 'Access Logs',
    empty: 'No access log entries match these filters.',
    count: ['entry', 'entries'],
  },
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
  listPath: '/logs?type=service',
  labels: {
    singular: 'Service log',
    plural: 'Service logs',
    title: 'Service Logs',
    empty: 'No service log entries match these filters.',
    count: ['entry', 'entries'],
  },
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
