import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../server/db/schema/users';

/**
 * A developer's API keys (spec §3 `is_developer`, "api keys"): the secret itself is shown once at
 * creation and only its SHA-256 is kept; `prefix` is its first characters, enough to tell keys apart.
 * A key acts as its owner, never more: `scope` 'read' refuses every changing request.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    key_hash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.key_hash),
    index('api_keys_user_idx').on(t.user_id, t.created_at),
  ],
);
