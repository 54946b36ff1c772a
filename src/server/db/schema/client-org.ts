import { index, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { clients, eors, partners } from './profiles';

/**
 * The columns of a client's own records (work locations, departments, project codes, purchase
 * orders): the client, and its partner or EOR copied from the client when the row is written, so
 * the scope kit reads each tenant from the row itself.
 */
export const clientOrgColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  client_id: uuid('client_id')
    .notNull()
    .references(() => clients.id),
  partner_id: uuid('partner_id').references(() => partners.id),
  eor_id: uuid('eor_id').references(() => eors.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 Address, as `parseAddress` (src/domain/validation/address.ts) leaves it. */
export const addressColumns = () => ({
  street_address_line_1: text('street_address_line_1').notNull(),
  street_address_line_2: text('street_address_line_2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipcode: text('zipcode').notNull(),
  country: text('country').notNull(),
});

/**
 * An index per partner and EOR column in the list's default order, so a tenant's page is read in
 * order; the client's index is the table's own (unique where the key is unique per client).
 */
export const clientOrgIndexes = (
  table: string,
  t: { partner_id: PgColumn; eor_id: PgColumn },
  order: PgColumn,
) => [
  index(`${table}_partner_idx`).on(t.partner_id, order),
  index(`${table}_eor_idx`).on(t.eor_id, order),
];
