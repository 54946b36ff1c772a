import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../server/db/schema/users';

/** The text admins wrote for /terms, /privacy and /help (a page without a row shows the default). */
export const platformPages = pgTable('platform_pages', {
  id: text('id').primaryKey(),
  body: text('body').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: uuid('updated_by').references(() => users.id),
});
