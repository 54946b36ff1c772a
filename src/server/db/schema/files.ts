import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { partners } from './profiles';

/**
 * Uploaded files (receipts, documents, signed agreements). The bytes live in file storage
 * (`src/server/files/storage.ts`) under `storage_key`; this row says what they are. `url_key`
 * signs the short-lived download URLs of this file only: replacing it revokes every URL given out.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    uploaded_by_user_id: uuid('uploaded_by_user_id')
      .notNull()
      .references(() => users.id),
    /** What the file is for (`expense_receipt`, `contractor_document`, …): one feature's files. */
    purpose: text('purpose').notNull(),
    original_name: text('original_name').notNull(),
    /** Sniffed from the bytes, never taken from the upload's declared type. */
    content_type: text('content_type').notNull(),
    byte_size: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    url_key: text('url_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_partner_idx').on(t.partner_id, t.created_at)],
);
