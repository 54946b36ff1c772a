import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/table';
import { clients, contractors, eors, partners } from '../../server/db/schema/profiles';

/**
 * Rates are integer cents per hour: money is never a float. They are the newest of the assignment's
 * rate schedule (`assignment_rates`), which is what prices work. Bill rates are null until the
 * employer prices the assignment (a payroll recruiter places without them); pay rates are null on an
 * assignment a client placed, until the employer prices it.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    start_date: date('start_date').notNull(),
    end_date: date('end_date'),
    pay_rate_cents: integer('pay_rate_cents'),
    bill_rate_cents: integer('bill_rate_cents'),
    overtime_pay_rate_cents: integer('overtime_pay_rate_cents'),
    overtime_bill_rate_cents: integer('overtime_bill_rate_cents'),
    double_overtime_pay_rate_cents: integer('double_overtime_pay_rate_cents'),
    double_overtime_bill_rate_cents: integer('double_overtime_bill_rate_cents'),
    holiday_pay_rate_cents: integer('holiday_pay_rate_cents'),
    holiday_bill_rate_cents: integer('holiday_bill_rate_cents'),
    processing_status: text('processing_status').notNull().default('approved'),
    processing_status_message: text('processing_status_message'),
    has_worked: boolean('has_worked').notNull().default(false),
    work_location: text('work_location'),
    state: text('state'),
    /** Workers may enter a day as its hours alone instead of start and end times (issue 24). */
    allows_hours_only: boolean('allows_hours_only').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignments_contractor_idx').on(t.contractor_id),
    index('assignments_client_idx').on(t.client_id),
    index('assignments_partner_idx').on(t.partner_id),
    index('assignments_eor_idx').on(t.eor_id),
  ],
);
