import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { eors, partners } from './profiles';

/**
 * A vendor company contractors work through (corp-to-corp). Its tax id is an EIN: a business's
 * identifier it hands every customer on its W-9 and invoices, not a person's number, so it is kept
 * in clear (normalised as 12-3456789) rather than sealed like SSNs.
 */
export const corpToCorps = pgTable(
  'corp_to_corps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    entity_name: text('entity_name').notNull(),
    tax_id: text('tax_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('corp_to_corps_partner_name_idx').on(t.partner_id, t.entity_name),
    index('corp_to_corps_eor_name_idx').on(t.eor_id, t.entity_name),
    uniqueIndex('corp_to_corps_partner_tax_id_key').on(t.partner_id, t.tax_id),
  ],
);
