import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { invoices } from '../../server/db/schema/billing';
import { partners, salesPartners } from '../../server/db/schema/profiles';

/**
 * A sales partner's commission on one paid invoice of a partner it referred (spec `/distributions`):
 * the invoice's margin (bill − pay of its lines) × the referral's rate, integer cents by
 * src/domain/billing/commission.ts. Written by the after-commit subscriber once each time the invoice
 * becomes paid (`round` 1, 2, … per invoice and sales partner), whatever the number of deliveries. When
 * the invoice is no longer paid, a reversing entry (`reverses_id`, every amount negated) answers the
 * commission standing. Statuses: pending → paid (paid out, or for a reversing entry recovered), or
 * pending → reversed (a commission never paid out and its reversing entry cancel each other).
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
    status: text('status').$type<'pending' | 'paid' | 'reversed'>().notNull().default('pending'),
    bill_cents: bigint('bill_cents', { mode: 'number' }).notNull(),
    pay_cents: bigint('pay_cents', { mode: 'number' }).notNull(),
    margin_cents: bigint('margin_cents', { mode: 'number' }).notNull(),
    rate_bps: integer('rate_bps').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
    /** The how-many-th time the invoice was paid that this entry answers. */
    round: integer('round').notNull().default(1),
    /** A reversing entry names the commission it takes back. */
    reverses_id: uuid('reverses_id').references((): AnyPgColumn => distributions.id),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    // One commission per round, and each taken back at most once: replays and races write no more.
    uniqueIndex('distributions_invoice_sales_partner_round_key')
      .on(t.invoice_id, t.sales_partner_id, t.round)
      .where(sql`${t.reverses_id} is null`),
    uniqueIndex('distributions_reverses_key').on(t.reverses_id),
    index('distributions_sales_partner_idx').on(t.sales_partner_id, t.created_at, t.id),
    index('distributions_partner_idx').on(t.partner_id, t.created_at, t.id),
    index('distributions_created_idx').on(t.created_at, t.id),
    check('distributions_rate_bps_range', sql`${t.rate_bps} between 0 and 10000`),
  ],
);
