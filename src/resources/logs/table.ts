import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Access logs (spec §2 "Access Logs"): sign-ins (success, failure, two-factor, passwordless),
 * sign-outs, every changing /v2 request and every request made with an API key, with who, from where and when; never bodies or secrets.
 */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    /** The user who acted, or whose account a sign-in named; null for an unknown email. */
    user_id: uuid('user_id'),
    /** The email a sign-in step named (lower-cased), so failures against unknown accounts show too. */
    email: text('email'),
    method: text('method').notNull(),
    /** The route's pattern (`/v2/timesheets/:id/actions/:action`); `path` has the ids, query left out. */
    route: text('route').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** The API key a request came with (its name as it was then): a key's every call is logged. */
    api_key_id: uuid('api_key_id'),
    api_key_name: text('api_key_name'),
  },
  (t) => [
    index('access_logs_occurred_idx').on(t.occurred_at),
    index('access_logs_user_idx').on(t.user_id, t.occurred_at),
    index('access_logs_ip_idx').on(t.ip, t.occurred_at),
  ],
);

/** Service logs (spec §2 "Service Logs"): background work (event dispatcher, chain checks, pruning) and its failures. */
export const serviceLogs = pgTable(
  'service_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    job: text('job').notNull(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    duration_ms: integer('duration_ms'),
  },
  (t) => [
    index('service_logs_occurred_idx').on(t.occurred_at),
    index('service_logs_job_idx').on(t.job, t.occurred_at),
  ],
);
