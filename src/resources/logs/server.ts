import { count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { canReadLogs } from '../../domain/policy/audit';
import type { Db } from '../../server/db/client';
import { accessLogs, serviceLogs, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerList } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { accessLogOf } from '../../server/logs/access-log';
import {
  type AccessLog,
  accessLogsResource,
  type ServiceLog,
  serviceLogsResource,
} from './contract';
import type { accessLogsQuery, serviceLogsQuery } from './query';

const accessRows = (db: Db) =>
  db
    .select({ l: accessLogs, first: users.first_name, last: users.last_name })
    .from(accessLogs)
    .leftJoin(users, eq(users.id, accessLogs.user_id))
    .$dynamic();
type AccessRow = Awaited<ReturnType<typeof accessRows>>[number];

/** The day of a time as the date-range filters read it, in UTC. */
const utcDay = (column: typeof accessLogs.occurred_at | typeof serviceLogs.occurred_at) =>
  sql`(${column} at time zone 'UTC')::date`;

/** Logs belong to no tenant: the scope names no column, so only admins (who see all) read rows, and `access` refuses everyone else. */
export const accessLogsServer: ResourceServer<AccessRow, AccessLog, typeof accessLogsQuery> = {
  query: {
    rows: accessRows,
    ...tableQuery(accessLogs),
    filters: {
      user_id: accessLogs.user_id,
      kind: accessLogs.kind,
      occurred: utcDay(accessLogs.occurred_at),
      ip: accessLogs.ip,
    },
    sorts: { occurred_at: [accessLogs.occurred_at] },
  },
  scope: {},
  toDto: ({ l, first, last }) => ({
    id: l.id,
    occurred_at: l.occurred_at.toISOString(),
    kind: l.kind as AccessLog['kind'],
    user_id: l.user_id,
    user_name: [first, last].filter(Boolean).join(' ') || null,
    email: l.email,
    method: l.method,
    route: l.route,
    path: l.path,
    status: l.status,
    ip: l.ip,
    user_agent: l.user_agent,
    api_key_name: l.api_key_name,
  }),
};

export const serviceLogsServer: ResourceServer<
  typeof serviceLogs.$inferSelect,
  ServiceLog,
  typeof serviceLogsQuery
> = {
  query: {
    rows: (db) => db.select().from(serviceLogs).$dynamic(),
    count: (db) => db.select({ n: count() }).from(serviceLogs).$dynamic(),
    id: serviceLogs.id,
    filters: {
      job: serviceLogs.job,
      level: serviceLogs.level,
      occurred: utcDay(serviceLogs.occurred_at),
    },
    sorts: { occurred_at: [serviceLogs.occurred_at] },
  },
  scope: {},
  toDto: (l) => ({
    id: l.id,
    occurred_at: l.occurred_at.toISOString(),
    job: l.job as ServiceLog['job'],
    level: l.level as ServiceLog['level'],
    message: l.message,
    duration_ms: l.duration_ms,
  }),
};

const access = { allowed: canReadLogs, message: 'Only admins may read the logs' };

/** `GET /v2/access_logs` and `GET /v2/service_logs` (CSV with `?format=csv`): the /logs page's two tabs. */
const logsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, accessLogsResource, accessLogsServer, {
    path: accessLogsResource.apiPath,
    summary:
      'Sign-ins, sign-outs and changing requests, newest first; admins only; ?format=csv downloads every matching row',
    access,
    // Requests of this process still buffered are written first, so the page shows them.
    check: async (db) => accessLogOf(db)?.flush(),
  });
  registerList(app, deps, serviceLogsResource, serviceLogsServer, {
    path: serviceLogsResource.apiPath,
    summary:
      'Background jobs: event dispatcher runs and failures, event chain checks, log pruning; admins only',
    access,
  });
};

export const logsPart: ResourceServerPart = { routes: logsRoutes };
