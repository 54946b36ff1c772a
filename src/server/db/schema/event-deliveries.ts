import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * One row per committed event and subscriber that wants it, written in the transaction that appends
 * the event: a rolled-back transaction leaves none, so no subscriber sees its event. A dispatcher
 * claims rows for a lease, runs the subscriber, and records the delivery (src/server/events/dispatcher.ts).
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriber: text('subscriber').notNull(),
    event_id: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A dispatcher holds the row until then; a crashed one's claim lapses and another retries it. */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    last_error: text('last_error'),
  },
  (t) => [
    unique('event_deliveries_subscriber_event_uq').on(t.subscriber, t.event_id),
    index('event_deliveries_pending_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.delivered_at} is null`),
  ],
);
