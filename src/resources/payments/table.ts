import {
  bigint,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bankMethods } from '../bank-methods/table';
import { invoices } from '../../server/db/schema/billing';
import { clients, partners } from '../../server/db/schema/profiles';

/**
 * A bank statement CSV an employer uploaded; each good row became a payment.
 */
export const paymentUploads = pgTable('payment_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  filename: text('filename').notNull(),
  rows: integer('rows').notNull(),
  created_payments: integer('created_payments').notNull(),
  partner_id: uuid('partner_id').references(() => partners.id),
  created_by: uuid('created_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
});

/**
 * The projection of the payment event stream (`chart.ts`). Money is integer cents; the
 * allocated total grows through `payment.allocate` events, never past the amount (a check
 * constraint backs the chart's guard), and shrinks only through `payment.unallocate` (one line taken
 * back).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    client_id: uuid('client_id').references(() => clients.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    payer_name: text('payer_name').notNull(),
    status: text('status').notNull().default('pending'),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    allocated_cents: bigint('allocated_cents', { mode: 'number' }).notNull().default(0),
    /** What the allocations were measured against: the open amounts of the invoices paid. */
    allocated_due_cents: bigint('allocated_due_cents', { mode: 'number' }).notNull().default(0),
    /** `pay` (a payer through a payment method), `bank_statement` (an upload) or `manual`. */
    source: text('source').notNull(),
    bank_method_id: uuid('bank_method_id').references(() => bankMethods.id),
    /** The invoice a payer chose on /pay: it is allocated to when the payment settles. */
    intended_invoice_id: uuid('intended_invoice_id').references(() => invoices.id),
    reference: text('reference'),
    received_date: date('received_date', { mode: 'string' }),
    failure_reason: text('failure_reason'),
    upload_id: uuid('upload_id').references(() => paymentUploads.id),
    created_by: uuid('created_by'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_number_key').on(t.number),
    index('payments_client_idx').on(t.client_id, t.created_at),
    index('payments_partner_idx').on(t.partner_id, t.created_at),
    index('payments_status_idx').on(t.status, t.created_at),
    check('payments_amount_positive', sql`${t.amount_cents} > 0`),
    check('payments_not_over_allocated', sql`${t.allocated_cents} between 0 and ${t.amount_cents}`),
  ],
);

/** One slice of a payment applied to one invoice. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    invoice_number: text('invoice_number').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The invoice's open amount just before this allocation: full or under_payment is read from it. */
    invoice_remaining_before_cents: bigint('invoice_remaining_before_cents', {
      mode: 'number',
    }).notNull(),
    created_by: uuid('created_by'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /**
     * Taken back (`payment.unallocate`): the line stays for the audit trail, marked with when, who
     * and why; a reversed line no longer counts toward the payment or its invoice.
     */
    reversed_at: timestamp('reversed_at', { withTimezone: true, mode: 'string' }),
    reversed_by: uuid('reversed_by'),
    reversal_reason: text('reversal_reason'),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.payment_id),
    index('payment_allocations_invoice_idx').on(t.invoice_id),
    check('payment_allocations_amount_positive', sql`${t.amount_cents} > 0`),
    check(
      'payment_allocations_reversal_has_reason',
      sql`(${t.reversed_at} is null) = (${t.reversal_reason} is null)`,
    ),
  ],
);

/** Payment numbers (PAY-001001, …): one sequence, so concurrent payments never share a number. */
export const paymentNumbers = pgSequence('payment_numbers', { startWith: 1001 });
