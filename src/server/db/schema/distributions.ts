import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoices } from './billing';
import { partners, salesPartners } from './profiles';

/**
 * A sales partner's commission on one paid invoice of a partner it referred (spec `/distributions`):
 * the invoice's margin (bill − pay of its lines) × the referral's rate, integer cents by
 * src/domain/billing/commission.ts. Written once per invoice and sales partner by the after-commit
 * subscriber on the invoice's payment, whatever the number of deliveries. Statuses: pending → paid.
 */
export const distributions = pgTable(
  'distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    sales_partner_id: uuid('sales_partner_id')
      .notNull()
      .references(() => salesPartners.id),
    status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
    bill_cents: bigint('bill_cents', { mode: 'number' }).notNull(),
    pay_cents: bigint('pay_cents', { mode: 'number' }).notNull(),
    margin_cents: bigint('margin_cents', { mode: 'number' }).notNull(),
    rate_bps: integer('rate_bps').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('distributions_invoice_sales_partner_key').on(t.invoice_id, t.sales_partner_id),
    index('distributions_sales_partner_idx').on(t.sales_partner_id, t.created_at, t.id),
    index('distributions_partner_idx').on(t.partner_id, t.created_at, t.id),
    index('distributions_created_idx').on(t.created_at, t.id),
    check('distributions_rate_bps_range', sql`${t.rate_bps} between 0 and 10000`),
  ],
);
