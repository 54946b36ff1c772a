import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One row per (user, Idempotency-Key) of a money-moving request: the request's fingerprint and the
 * response it got. The row is inserted in the same transaction as the request's effect (the first
 * batch's, for a request run in batches), so a key is either unused or bound to exactly one
 * committed effect and its response.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status_code: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    /**
     * False while a request run in batches is under way: `response` then holds the outcomes of the
     * items done so far, and a replay carries on from there (kit/idempotency.ts).
     */
    finished: boolean('finished').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);
