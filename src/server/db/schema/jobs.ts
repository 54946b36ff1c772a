import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './profiles';

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  partner_id: uuid('partner_id').references(() => partners.id),
  title: text('title').notNull(),
  classification: text('classification').notNull(),
  workers_comp_code: text('workers_comp_code'),
  salaried: boolean('salaried').notNull().default(false),
  is_travel: boolean('is_travel').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
