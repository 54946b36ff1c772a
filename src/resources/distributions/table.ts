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
import type { DistributionStatus } from './query';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The distribution stream's projection (chart.ts): margin (bill − pay) × the referral's rate (src/domain/billing/commission.ts),
 * once per time the invoice becomes paid (`round`); a reversing entry (`reverses_id`) negates every amount.
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
    status: text('status').$type<DistributionStatus>().notNull().default('pending'),
    bill_cents: cents('bill_cents'),
    pay_cents: cents('pay_cents'),
    margin_cents: cents('margin_cents'),
    rate_bps: integer('rate_bps').notNull(),
    amount_cents: cents('amount_cents'),
    paid_at: moment('paid_at'),
    round: integer('round').notNull().default(1),
    reverses_id: uuid('reverses_id').references((): AnyPgColumn => distributions.id),
    version: integer('version').notNull().default(1),
    created_at: moment('created_at').notNull().defaultNow(),
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
