import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../server/db/schema/files';
import { contractors, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';

/**
 * A worker's Form I-9: section 1 by the worker (attestation of citizenship or status), section 2 by
 * the employer (the documents examined). `status` is `section2_pending` until section 2 is signed, then `complete`.
 */
export const i9Forms = pgTable(
  'i9_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    status: text('status').notNull().default('section2_pending'),
    section1: jsonb('section1').$type<Record<string, unknown>>().notNull(),
    /**
     * Section 1's identity-document numbers, each sealed by the vault (column name as associated
     * data); only their last four digits stay in clear, in `section1` as `<column>_last4`.
     */
    alien_number: text('alien_number'),
    i94_number: text('i94_number'),
    foreign_passport_number: text('foreign_passport_number'),
    section1_signed_at: timestamp('section1_signed_at', {
      withTimezone: true,
      mode: 'string',
    }).notNull(),
    section2: jsonb('section2').$type<Record<string, unknown>>(),
    /** Section 2's document numbers (List A, or List B and C), sealed like section 1's. */
    list_a_number: text('list_a_number'),
    list_b_number: text('list_b_number'),
    list_c_number: text('list_c_number'),
    section2_signed_by_user_id: uuid('section2_signed_by_user_id').references(() => users.id),
    section2_signed_at: timestamp('section2_signed_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('i9_forms_partner_idx').on(t.partner_id, t.created_at),
    uniqueIndex('i9_forms_one_per_worker_idx').on(t.contractor_id),
  ],
);

/** The identity and work-authorization documents examined for an I-9's section 2, as stored files. */
export const i9DocumentFiles = pgTable('i9_document_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  i9_form_id: uuid('i9_form_id')
    .notNull()
    .references(() => i9Forms.id),
  file_id: uuid('file_id')
    .notNull()
    .references(() => storedFiles.id),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
});
