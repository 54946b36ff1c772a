import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contractors, partners } from './profiles';
import { users } from './users';

/**
 * A worker's signed tax form (W-4 for employees, W-9 for independent contractors). The form's
 * answers are `answers` (checked by the form's zod schema on every write); the taxpayer
 * identification number is sealed in `tin`, only its last four digits in clear.
 */
export const taxForms = pgTable(
  'tax_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    form_type: text('form_type').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    tin: text('tin'),
    tin_last4: text('tin_last4'),
    signature_name: text('signature_name').notNull(),
    signed_at: timestamp('signed_at', { withTimezone: true, mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('tax_forms_partner_idx').on(t.partner_id, t.created_at),
    // One current form of each type per worker: a new W-4 replaces the old one's answers.
    uniqueIndex('tax_forms_one_per_type_idx').on(t.contractor_id, t.form_type),
  ],
);
