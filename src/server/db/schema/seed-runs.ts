import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed parts completed; written in the same transaction as the part's rows. */
export const seedRuns = pgTable('seed_runs', {
  part: text('part').primaryKey(),
  completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
