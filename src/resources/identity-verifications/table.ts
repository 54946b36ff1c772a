import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contractors, eors, partners } from '../../server/db/schema/profiles';
import type { IdentityVerificationStatus } from './contract';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The projection of the identity verification event stream: one session per worker, with the
 * worker's employer copied in for the tenant scope. A retry moves the same record back to started,
 * so the worker's whole history with the service is one stream. `provider_session_id` is the
 * service's current session (its callbacks name it); it never leaves the server.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey(),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    status: text('status').$type<IdentityVerificationStatus>().notNull().default('started'),
    provider_session_id: text('provider_session_id'),
    failure_reason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(1),
    started_at: instant('started_at').notNull(),
    opened_at: instant('opened_at'),
    verified_at: instant('verified_at'),
    failed_at: instant('failed_at'),
    version: integer('version').notNull().default(1),
    created_at: instant('created_at').notNull().defaultNow(),
    updated_at: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_verifications_contractor_key').on(t.contractor_id),
    uniqueIndex('identity_verifications_provider_session_key').on(t.provider_session_id),
    index('identity_verifications_partner_status_idx').on(t.partner_id, t.status),
  ],
);
