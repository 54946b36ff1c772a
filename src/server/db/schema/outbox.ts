import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Demo-mode mail: what would have been sent over SMTP, shown at /dev/mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.created_at)],
);
