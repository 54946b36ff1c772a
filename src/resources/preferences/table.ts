import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../server/db/schema/users';

/** Per-user display choices; dark_mode null means "follow the partner or white label". */
export const userPreferences = pgTable('user_preferences', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  dark_mode: boolean('dark_mode'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
