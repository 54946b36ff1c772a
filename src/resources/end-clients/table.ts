import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, eors, partners } from '../../server/db/schema/profiles';

/**
 * The company a staffing client places its contractors with. It belongs to the client's partner
 * or EOR (copied from the client when written), so the kit scopes it like the client itself.
 */
export const endClients = pgTable(
  'end_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    entity_name: text('entity_name').notNull(),
    contact_email: text('contact_email'),
    street_address_line_1: text('street_address_line_1'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('end_clients_partner_name_idx').on(t.partner_id, t.entity_name),
    index('end_clients_eor_name_idx').on(t.eor_id, t.entity_name),
    index('end_clients_client_name_idx').on(t.client_id, t.entity_name),
  ],
);
