import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employerColumns, oneEmployer } from '../../server/db/schema/employer-owner';

/**
 * Paid holidays an employer adds to the federal ones (src/domain/billing/holidays.ts): work on them
 * earns the holiday rate for that employer's workers.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...employerColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('holidays_eor_idx').on(t.eor_id, t.date),
    uniqueIndex('holidays_partner_date_idx').on(t.partner_id, t.date),
    uniqueIndex('holidays_eor_date_idx').on(t.eor_id, t.date),
    oneEmployer('holidays', t),
  ],
);
