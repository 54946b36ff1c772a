import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A CSV import of draft time: its per-row report and, while a job writes it, its progress. */
export const timesheetUploads = pgTable('timesheet_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  uploaded_by_user_id: uuid('uploaded_by_user_id').notNull(),
  status: text('status').notNull(),
  imported: integer('imported').notNull().default(0),
  /** Progress of an import job: rows written so far of the rows to write. */
  processed: integer('processed').notNull().default(0),
  total: integer('total').notNull().default(0),
  /** Set by every batch of an import job: a job whose heartbeat stops was cut off (the server stopped). */
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  report: jsonb('report')
    .$type<{ row: number; ok: boolean; errors: string[] }[]>()
    .notNull()
    .default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
