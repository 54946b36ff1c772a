import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One-time codes (sign-in second factor, passwordless sign-in, step-up). Only a hash is stored;
 * attempts are counted in the row so parallel guesses and restarts cannot reset them.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    invalidated_at: timestamp('invalidated_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.user_id, t.purpose, t.created_at)],
);

/** Failed sign-in attempts, keyed by account and by IP, for the sign-in rate limit. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_key_at_idx').on(t.key, t.at)],
);

/** When a user proved the email address is theirs (a link from /confirm_email). */
export const emailConfirmations = pgTable('email_confirmations', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  email: text('email').notNull(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }).notNull(),
});
