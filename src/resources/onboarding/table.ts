import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../server/db/schema/users';

/** The personal_info step (spec §4): how to reach the user and where they live. */
export const personalInfos = pgTable('personal_infos', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  phone: text('phone').notNull(),
  date_of_birth: text('date_of_birth'),
  street_address_line_1: text('street_address_line_1').notNull(),
  street_address_line_2: text('street_address_line_2'),
  city: text('city').notNull(),
  state: text('state'),
  zipcode: text('zipcode'),
  country: text('country').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tax_id step: the number sealed by the vault (column `tax_ids.tax_id`), its last four in clear. */
export const taxIds = pgTable('tax_ids', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  tax_id_type: text('tax_id_type').notNull(),
  tax_id: text('tax_id').notNull(),
  last4: text('last4').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document signed electronically (agreements, the employee handbook's acknowledgement): who typed
 * their name, when, from where, and the SHA-256 of the exact text they saw.
 */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    document: text('document').notNull(),
    document_hash: text('document_hash').notNull(),
    signer_name: text('signer_name').notNull(),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('document_signatures_user_doc_idx').on(t.user_id, t.document, t.document_hash),
    index('document_signatures_doc_idx').on(t.document, t.signed_at),
  ],
);

/** When a user was last mailed an onboarding reminder: at most one a day. */
export const onboardingReminders = pgTable('onboarding_reminders', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
});
