import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timesheets } from '../timesheets/table';

/** Signed easy-approve links: one row per link, so a used link can say what happened. */
export const easyApproveLinks = pgTable('easy_approve_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  timesheet_id: uuid('timesheet_id')
    .notNull()
    .references(() => timesheets.id),
  approver_user_id: uuid('approver_user_id').notNull(),
  /** The HMAC key of this link's token; the token itself is never stored. */
  signing_key: text('signing_key').notNull(),
  /** The timesheet version when the link was sent: a later version means it moved on. */
  version: integer('version').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
