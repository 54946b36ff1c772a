import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eors, partners } from '../../server/db/schema/profiles';

/**
 * An employer's document template (offer letter, policy, notice): the text its staff start a
 * worker's document from, with `{first_name}`-style fields filled in when it is used.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_templates_partner_name_idx').on(t.partner_id, t.name),
    index('document_templates_eor_name_idx').on(t.eor_id, t.name),
  ],
);
