import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractors, eors, partners } from '../../server/db/schema/profiles';

/**
 * A worker's professional license (nursing, commercial driving, trade): the employer checks that it
 * is held and not expired before placing. The tenant columns are copied from the worker's own, so a
 * license is its employer's and the worker's, never another partner's.
 */
export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    license_type: text('license_type').notNull(),
    number: text('number').notNull(),
    state: text('state').notNull(),
    issued_on: date('issued_on'),
    expires_on: date('expires_on').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licenses_contractor_idx').on(t.contractor_id),
    index('licenses_partner_expiry_idx').on(t.partner_id, t.expires_on),
    index('licenses_eor_expiry_idx').on(t.eor_id, t.expires_on),
  ],
);
