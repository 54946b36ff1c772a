import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { assignments } from '../assignments/table';
import { clients, contractors, eors, partners } from '../../server/db/schema/profiles';
import type { AdjustmentStatus } from './query';

/**
 * An extra amount on a worker's pay or a client's bill (spec §3), the projection of its `adjustment`
 * event stream. `status` is the chart state: billing takes approved bill adjustments and payroll
 * approved pay ones (`status = 'approved'` and `approved_at` say what is due and since when).
 */
export const adjustments = pgTable(
  'adjustments',
  {
    id: uuid('id').primaryKey(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    client_id: uuid('client_id').references(() => clients.id),
    assignment_id: uuid('assignment_id').references(() => assignments.id),
    payer: text('payer').notNull(),
    direction: text('direction').notNull(),
    type: text('type').notNull(),
    /** Integer cents, always positive: the direction and payer say which way it goes. */
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    status: text('status').$type<AdjustmentStatus>().notNull(),
    reason: text('reason'),
    approved_at: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    created_by_user_id: uuid('created_by_user_id'),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    check('adjustments_amount_positive', sql`${t.amount_cents} > 0`),
    index('adjustments_partner_date_idx').on(t.partner_id, t.date),
    index('adjustments_eor_date_idx').on(t.eor_id, t.date),
    index('adjustments_status_idx').on(t.status, t.approved_at),
    // The approvals queue's order over the adjustments waiting for a decision (src/resources/approvals/sources.server.ts).
    index('adjustments_waiting_idx')
      .on(t.updated_at, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
