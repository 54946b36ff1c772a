import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ptoBalances, ptoRules } from '../pto/table';
import { contractors, partners } from '../../server/db/schema/profiles';
import type { TimeOffStatus } from './query';

/** One time-off request, the projection of its `time_off_request` event stream; `status` is the chart state. */
export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: uuid('id').primaryKey(),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    balance_id: uuid('balance_id')
      .notNull()
      .references(() => ptoBalances.id),
    rule_id: uuid('rule_id')
      .notNull()
      .references(() => ptoRules.id),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    hours_hundredths: integer('hours_hundredths').notNull(),
    notes: text('notes'),
    status: text('status').$type<TimeOffStatus>().notNull(),
    reason: text('reason'),
    decided_at: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    requested_by_user_id: uuid('requested_by_user_id'),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    check('time_off_requests_hours_positive', sql`${t.hours_hundredths} > 0`),
    check('time_off_requests_dates', sql`${t.end_date} >= ${t.start_date}`),
    index('time_off_requests_partner_start_idx').on(t.partner_id, t.start_date),
    index('time_off_requests_balance_status_idx').on(t.balance_id, t.status),
    index('time_off_requests_contractor_idx').on(t.contractor_id, t.start_date),
    // The approvals queue's order over the requests waiting for a decision (src/resources/approvals/sources.server.ts).
    index('time_off_requests_waiting_idx')
      .on(t.created_at, t.id)
      .where(sql`${t.status} = 'requested'`),
  ],
);
