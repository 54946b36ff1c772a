import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eors, partners } from './profiles';

/**
 * A month-end generation: every client in its creator's scope (a partner's or an EOR's clients, all
 * for an admin) gets the invoices of the period, one client per transaction, on the `month-end`
 * queue. A client is done exactly when its invoice run (`invoice_runs.month_end_run_id`) exists, so
 * a job a crash interrupted resumes at the next client and never invoices one twice.
 */
export const monthEndRuns = pgTable(
  'month_end_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    /** `running` until every client in scope has its run, then `done`. */
    status: text('status', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    clients_total: integer('clients_total').notNull(),
    clients_done: integer('clients_done').notNull().default(0),
    invoice_count: integer('invoice_count').notNull().default(0),
    created_by_user_id: uuid('created_by_user_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('month_end_runs_partner_idx').on(t.partner_id, t.created_at, t.id),
    index('month_end_runs_eor_idx').on(t.eor_id, t.created_at, t.id),
    index('month_end_runs_created_idx').on(t.created_at, t.id),
  ],
);
