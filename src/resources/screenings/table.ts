import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractors, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';

/**
 * A screening ordered from a provider for one onboarding step (background_check, drug_test,
 * training, health_check): the provider's reference names it on the return URL.
 */
export const screenings = pgTable(
  'screenings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    type: text('type').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull().unique(),
    /** Where the provider asked the worker to go; an open order sends them there again. */
    redirect_url: text('redirect_url').notNull(),
    status: text('status').notNull().default('ordered'),
    result: text('result'),
    ordered_at: timestamp('ordered_at', { withTimezone: true }).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('screenings_partner_idx').on(t.partner_id, t.ordered_at),
    index('screenings_contractor_idx').on(t.contractor_id, t.type),
  ],
);
