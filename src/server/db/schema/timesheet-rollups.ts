import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Count and hours of timesheets per tenant, status and month, kept exact by statement triggers on
 * `timesheets` (migration 0007), so list totals and dashboard figures read a few hundred rows instead
 * of every matching timesheet. Contractor and assignment are left out on purpose: their lists are
 * small enough to count, and keeping them would make this table nearly as large as the timesheets.
 */
export const timesheetRollups = pgTable(
  'timesheet_rollups',
  {
    partner_id: uuid('partner_id'),
    eor_id: uuid('eor_id'),
    client_id: uuid('client_id').notNull(),
    status: text('status').notNull(),
    billing: text('billing').notNull(),
    paid: boolean('paid').notNull(),
    /** The first day of the timesheets' month. */
    month: date('month').notNull(),
    n: integer('n').notNull(),
    hours_hundredths: bigint('hours_hundredths', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('timesheet_rollups_key')
      .on(t.partner_id, t.eor_id, t.client_id, t.status, t.billing, t.paid, t.month)
      .nullsNotDistinct(),
    index('timesheet_rollups_partner_idx').on(t.partner_id, t.month),
    index('timesheet_rollups_eor_idx').on(t.eor_id, t.month),
    index('timesheet_rollups_client_idx').on(t.client_id, t.month),
  ],
);
