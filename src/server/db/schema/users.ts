import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, clients, contractors, eors, partners, salesPartners } from './profiles';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    role: text('role'),
    is_developer: boolean('is_developer').notNull().default(false),
    two_factor_enabled: boolean('two_factor_enabled').notNull().default(false),
    admin_id: uuid('admin_id').references(() => admins.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    sales_partner_id: uuid('sales_partner_id').references(() => salesPartners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    client_id: uuid('client_id').references(() => clients.id),
    contractor_id: uuid('contractor_id').references(() => contractors.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A deactivated user cannot sign in and every session of theirs is revoked; the row stays for history. */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    /** Reports an admin granted this user one by one (spec §3 `allowed_reports`, src/resources/reports/policy.ts). */
    allowed_reports: jsonb('allowed_reports').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Every timesheet row joins its contractor's user for the name.
    index('users_contractor_idx').on(t.contractor_id),
    // The global search matches part of a person's name or email (pg_trgm, migration 0009); the
    // expression is `personName` (src/server/routes/search/sources.ts), which queries use verbatim.
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Bearer tokens: only a SHA-256 of the token is stored, so a database leak yields no sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** When this session last passed a step-up code; sensitive operations then need none for a while. */
    step_up_verified_at: timestamp('step_up_verified_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id)],
);
