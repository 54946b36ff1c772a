import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, eors, partners } from '../../server/db/schema/profiles';

/**
 * A job a partner (or an EOR) staffs: for all its clients, or for one client (`client_id`, set when
 * a client owner adds it or a partner adds it for that client).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    client_id: uuid('client_id').references(() => clients.id),
    title: text('title').notNull(),
    classification: text('classification').notNull(),
    workers_comp_code: text('workers_comp_code'),
    salaried: boolean('salaried').notNull().default(false),
    is_travel: boolean('is_travel').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The global search matches part of the title (pg_trgm, migration 0009); assignments match it too.
  (t) => [
    index('jobs_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('jobs_partner_idx').on(t.partner_id, t.title),
    index('jobs_eor_idx').on(t.eor_id, t.title),
    index('jobs_client_idx').on(t.client_id, t.title),
  ],
);
