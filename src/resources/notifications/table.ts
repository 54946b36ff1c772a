import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../server/db/schema/users';

/**
 * One in-app notification for one user. `dedupe_key` names what caused it (an event and kind, or a
 * daily reminder and its day) with the recipient, so a replayed delivery or a second run of a daily
 * job writes nothing new.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app path of the record it is about. */
    link: text('link').notNull(),
    dedupe_key: text('dedupe_key').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    /** Waiting for the user's daily digest mail (their preference for its kind says digest). */
    digest_pending: boolean('digest_pending').notNull().default(false),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
    // The bell's count: unread rows of one user.
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
    index('notifications_digest_idx')
      .on(t.user_id)
      .where(sql`${t.digest_pending}`),
  ],
);

/** A user's choice for one kind; no row means email each one. In-app is always on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    email: boolean('email').notNull().default(true),
    digest: boolean('digest').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] })],
);

/**
 * Capabilities about notifications that travel without a session: an unsubscribe link in a mail
 * (one user, one kind) and a live-stream ticket (one user, single use, a minute). The token is the
 * row id with an HMAC under the row's own random key; revoking or expiring the row ends it.
 */
export const notificationTokens = pgTable(
  'notification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<'unsubscribe' | 'stream'>().notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind'),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('notification_tokens_expiry_idx').on(t.expires_at)],
);
