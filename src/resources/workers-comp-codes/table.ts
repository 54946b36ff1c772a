import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The platform's workers' compensation class codes by state (spec §7: loaded at start). Jobs name
 * one by its code (`jobs.workers_comp_code`).
 */
export const workersCompCodes = pgTable(
  'workers_comp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    state: text('state').notNull(),
    /** Premium per $100 of payroll, in basis points of a dollar: 312 is $3.12 per $100. */
    rate_bps: integer('rate_bps').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workers_comp_codes_state_code_idx').on(t.state, t.code)],
);
