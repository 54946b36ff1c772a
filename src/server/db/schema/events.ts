import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** Append-only store of accepted workflow transitions (design §7). */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stream_type: text('stream_type').notNull(),
    stream_id: uuid('stream_id').notNull(),
    version: integer('version').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    actor_user_id: uuid('actor_user_id'),
    actor_role: text('actor_role'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    location: jsonb('location').$type<Record<string, unknown> | null>(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The hash of the stream's previous event (null at version 1): the chain of src/server/events/chain.ts. */
    prev_hash: text('prev_hash'),
    /** SHA-256 (hex) of this event's canonical form, prev_hash included; null only until chained at start-up. */
    hash: text('hash'),
  },
  (t) => [
    // Also the index a stream is read by: its leading columns are the stream's (a second index on
    // them alone cost every append a write and the scale seed 9 s of its index builds).
    unique('events_stream_version_uq').on(t.stream_type, t.stream_id, t.version),
    // Auditors ask "what did this person do, and when" and "what happened in this period".
    index('events_actor_idx').on(t.actor_user_id, t.occurred_at),
    index('events_occurred_idx').on(t.occurred_at),
    // The start-up backfill looks for unchained events on every start: without this it walks the
    // whole stream index (3.7 million entries at 1,000,000 timesheets) to find none (issue 31).
    index('events_unchained_idx')
      .on(t.stream_type, t.stream_id, t.version)
      .where(sql`${t.hash} is null`),
  ],
);
