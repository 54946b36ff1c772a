import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './profiles';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    title: text('title').notNull(),
    classification: text('classification').notNull(),
    workers_comp_code: text('workers_comp_code'),
    salaried: boolean('salaried').notNull().default(false),
    is_travel: boolean('is_travel').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The global search matches part of the title (pg_trgm, migration 0009); assignments match it too.
  (t) => [index('jobs_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops'))],
);
