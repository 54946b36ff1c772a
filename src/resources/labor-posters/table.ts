import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The workplace posters employers must display: the platform's copy of `federal-posters.ts`
 * beside this file, synced on every start, read by everyone.
 */
export const laborPosters = pgTable(
  'labor_posters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The issuing agency's publication number, the row's key across syncs. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    law: text('law').notNull(),
    agency: text('agency').notNull(),
    audience: text('audience').notNull(),
    who_must_post: text('who_must_post').notNull(),
    min_employees: integer('min_employees'),
    url: text('url').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('labor_posters_code_idx').on(t.code)],
);
