import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Demo-mode mail: what would have been sent over SMTP, shown at /dev/mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Mail sent for an event names it here, so a delivery run twice writes it once. */
    dedupe_key: text('dedupe_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('outbox_to_idx').on(t.to, t.created_at),
    unique('outbox_dedupe_key_uq').on(t.dedupe_key),
  ],
);
