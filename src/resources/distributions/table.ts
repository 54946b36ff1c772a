import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoices } from '../../server/db/schema/billing';
import { partners, salesPartners } from '../../server/db/schema/profiles';
import { cents, moment, refersTo, workflowColumns } from '../../server/kit/workflow/columns';
import type { DistributionStatus } from './query';

/**
 * The distribution stream's projection (chart.ts): margin (bill − pay) × the referral's rate (src/domain/billing/commission.ts),
 * once per time the invoice becomes paid (`round`); a reversing entry (`reverses_id`) negates every amount.
 */
export const distributions = pgTable(
  'distributions',
  {
    ...workflowColumns<DistributionStatus>('pending'),
    invoice_id: refersTo('invoice_id', () => invoices.id),
    partner_id: refersTo('partner_id', () => partners.id),
    sales_partner_id: refersTo('sales_partner_id', () => salesPartners.id),
    bill_cents: cents('bill_cents'),
    pay_cents: cents('pay_cents'),
    margin_cents: cents('margin_cents'),
    rate_bps: integer('rate_bps').notNull(),
    amount_cents: cents('amount_cents'),
    paid_at: moment('paid_at'),
    round: integer('round').notNull().default(1),
    reverses_id: uuid('reverses_id').references((): AnyPgColumn => distributions.id),
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
