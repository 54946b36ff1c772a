import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employerColumns, oneEmployer } from '../../server/db/schema/employer-owner';

/** Per-diem rates an employer pays travelling workers: lodging and meals (M&IE), by place and fiscal year. */
export const gsaRates = pgTable(
  'gsa_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    fiscal_year: integer('fiscal_year').notNull(),
    lodging_cents: integer('lodging_cents').notNull(),
    mie_cents: integer('mie_cents').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gsa_rates_partner_idx').on(t.partner_id, t.state, t.city),
    index('gsa_rates_eor_idx').on(t.eor_id, t.state, t.city),
    oneEmployer('gsa_rates', t),
  ],
);
