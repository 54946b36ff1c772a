import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractors, eors, partners } from '../../server/db/schema/profiles';
import type { ReviewStatus } from './query';

/** A kind of review a partner or EOR runs, and what it reviews (a worker's performance, a document). */
export const reviewTypes = pgTable(
  'review_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    name: text('name').notNull(),
    subject_kind: text('subject_kind').notNull(),
    description: text('description'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_types_partner_name_idx').on(t.partner_id, t.name),
    index('review_types_eor_name_idx').on(t.eor_id, t.name),
  ],
);

/** One review of a contractor, the projection of its `review` event stream; `status` is the chart state. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    partner_id: uuid('partner_id').references(() => partners.id),
    eor_id: uuid('eor_id').references(() => eors.id),
    review_type_id: uuid('review_type_id')
      .notNull()
      .references(() => reviewTypes.id),
    contractor_id: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    reviewer_user_id: uuid('reviewer_user_id'),
    rating: integer('rating'),
    notes: text('notes'),
    status: text('status').$type<ReviewStatus>().notNull(),
    reason: text('reason'),
    decided_at: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('reviews_partner_created_idx').on(t.partner_id, t.created_at),
    index('reviews_eor_created_idx').on(t.eor_id, t.created_at),
    index('reviews_status_idx').on(t.status),
  ],
);
