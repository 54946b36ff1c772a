import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { payments } from '../../../resources/payments/table';
import { bankMethods } from '../../../resources/bank-methods/table';

/**
 * Money moved through the bank adapter (src/server/billing/bank-adapter.ts): a payer's payment
 * collected, later payroll's payouts. processing → paid | failed; a retry is a new transfer.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payment_id: uuid('payment_id').references(() => payments.id),
    bank_method_id: uuid('bank_method_id').references(() => bankMethods.id),
    direction: text('direction').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('processing'),
    provider_ref: text('provider_ref'),
    /** What started it when that may run twice (a subscriber's delivery key): it starts once. */
    origin_key: text('origin_key'),
    failure_reason: text('failure_reason'),
    /** When the runner next asks the bank about it. */
    check_at: timestamp('check_at', { withTimezone: true, mode: 'string' }).notNull(),
    settled_at: timestamp('settled_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    // The runner's pass reads both: a pending transfer is one whose writer died before telling the bank.
    index('transfers_due_idx')
      .on(t.check_at)
      .where(sql`${t.status} in ('pending', 'processing')`),
    index('transfers_payment_idx').on(t.payment_id),
    uniqueIndex('transfers_origin_key').on(t.origin_key),
    check('transfers_amount_positive', sql`${t.amount_cents} > 0`),
  ],
);
