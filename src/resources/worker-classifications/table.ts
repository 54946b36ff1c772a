import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractors, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';

/**
 * A self-employer's record of how it classified one of its workers (spec §3 job classifications)
 * and on what basis: the evidence an auditor asks for when a contractor may be an employee.
 */
export const workerClassifications = pgTable(
  'worker_classifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    classification: text('classification').notNull(),
    basis: text('basis').notNull(),
    reasoning: text('reasoning').notNull(),
    determined_on: date('determined_on').notNull(),
    determined_by_user_id: uuid('determined_by_user_id').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('worker_classifications_partner_idx').on(t.partner_id, t.determined_on),
    index('worker_classifications_contractor_idx').on(t.contractor_id),
  ],
);
