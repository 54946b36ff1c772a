import { date, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assignments } from '../../../resources/assignments/table';
import { timesheets } from '../../../resources/timesheets/table';
import { users } from './users';

/** The eight rates that price hours, integer cents an hour; null while that side is not priced. */
const rateColumns = () => ({
  pay_rate_cents: integer('pay_rate_cents'),
  overtime_pay_rate_cents: integer('overtime_pay_rate_cents'),
  double_overtime_pay_rate_cents: integer('double_overtime_pay_rate_cents'),
  holiday_pay_rate_cents: integer('holiday_pay_rate_cents'),
  bill_rate_cents: integer('bill_rate_cents'),
  overtime_bill_rate_cents: integer('overtime_bill_rate_cents'),
  double_overtime_bill_rate_cents: integer('double_overtime_bill_rate_cents'),
  holiday_bill_rate_cents: integer('holiday_bill_rate_cents'),
});

/**
 * An assignment's rate schedule, append-only: each change is a row effective from a date, so work
 * dated on or after it that is not yet approved is priced by it, and the rows are the audit of who
 * set which rates when. On one date the latest row wins.
 */
export const assignmentRates = pgTable(
  'assignment_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignment_id: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    effective_date: date('effective_date').notNull(),
    ...rateColumns(),
    set_by_user_id: uuid('set_by_user_id').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('assignment_rates_assignment_idx').on(t.assignment_id, t.effective_date)],
);

/**
 * The rates an approved timesheet is priced at, fixed when it was approved, and where each side came
 * from (`<side>_rate_id`, the schedule row, and its effective date; both null with rates set: the
 * assignment's own rates from before it had a schedule). Billing and payroll price from this, never
 * from the assignment. A side unpriced at approval (null) takes the first rates set for its date; a
 * priced side never changes.
 */
export const timesheetRates = pgTable('timesheet_rates', {
  timesheet_id: uuid('timesheet_id')
    .primaryKey()
    .references(() => timesheets.id, { onDelete: 'cascade' }),
  assignment_id: uuid('assignment_id')
    .notNull()
    .references(() => assignments.id),
  ...rateColumns(),
  pay_rate_id: uuid('pay_rate_id').references(() => assignmentRates.id),
  pay_effective_date: date('pay_effective_date'),
  bill_rate_id: uuid('bill_rate_id').references(() => assignmentRates.id),
  bill_effective_date: date('bill_effective_date'),
  priced_at: timestamp('priced_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
