import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eors, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';

/**
 * Staff remarks on a client, contractor or assignment. The subject's partner or EOR is copied on
 * write, so every list of notes is scoped like its subjects without joining each subject table.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject_type: text('subject_type').notNull(),
    subject_id: uuid('subject_id').notNull(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    body: text('body').notNull(),
    author_user_id: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_subject_idx').on(t.subject_type, t.subject_id, t.created_at),
    index('notes_partner_idx').on(t.partner_id, t.created_at),
    index('notes_eor_idx').on(t.eor_id, t.created_at),
    index('notes_created_idx').on(t.created_at),
  ],
);
