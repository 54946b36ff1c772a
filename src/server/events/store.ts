import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { eventDeliveries, events } from '../db/schema';
import { insertJsonRows } from '../kit/json-rows';
import { conflict } from '../lib/errors';
import { chainNew } from './chain';
import { committed } from './commit-signal';
import { checkPayload, type EventStream } from './payloads';
import type { Subscriber } from './subscriber';

export type StoredEvent = typeof events.$inferSelect;

export interface StreamRef {
  streamType: string;
  streamId: string;
}

/** Who caused an event and from where (design §7). */
export interface EventOrigin {
  actorUserId: string | null;
  actorRole: string | null;
  ip: string | null;
  userAgent: string | null;
  location: Record<string, unknown> | null;
  occurredAt: Date;
}

/** An event about to be stored at its stream's next version. */
export interface NewEvent {
  streamId: string;
  version: number;
  type: string;
  payload: Record<string, unknown>;
  origin: EventOrigin;
}

export async function readStream(db: Db | Tx, ref: StreamRef): Promise<StoredEvent[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.stream_type, ref.streamType), eq(events.stream_id, ref.streamId)))
    .orderBy(asc(events.version));
}

/** The database error behind `err` (drizzle wraps the driver's error as its cause). */
function databaseError(err: unknown): { code?: string; constraint?: string } | undefined {
  const seen = new Set<unknown>();
  for (
    let e: unknown = err;
    e && typeof e === 'object' && !seen.has(e);
    e = (e as { cause?: unknown }).cause
  ) {
    seen.add(e);
    if (typeof (e as { code?: unknown }).code === 'string')
      return e as { code?: string; constraint?: string };
  }
  return undefined;
}

/**
 * Whether `err` is a concurrent writer winning: another transaction appended the stream's next
 * version first (the unique index), or PostgreSQL chose this transaction as a deadlock's or a
 * serialization conflict's victim. Each is a lost race, answered as one.
 */
export const isLostRaceError = (err: unknown): boolean => {
  const found = databaseError(err);
  if (!found) return false;
  if (found.code === '23505') return found.constraint === 'events_stream_version_uq';
  return found.code === '40P01' || found.code === '40001';
};

/** The answer to a lost race: someone else moved the stream first. */
export const lostRace = (from: string, action: string) =>
  conflict('This record was changed by someone else at the same moment; reload and try again.', {
    from,
    action,
    reasons: ['Another change was saved first.'],
  });

/** Who made an event, from where and when, as the events table stores it. */
const originColumns = (origin: EventOrigin) => ({
  actor_user_id: origin.actorUserId,
  actor_role: origin.actorRole,
  ip: origin.ip,
  user_agent: origin.userAgent,
  location: origin.location,
  occurred_at: origin.occurredAt,
});

/**
 * Appends events in the caller's transaction, each payload checked against its type's schema (a bad
 * payload is refused before anything is written), and queues a delivery for every subscriber that
 * wants it, in the same transaction: a rollback takes the deliveries with it. A concurrent append of
 * the same stream version fails on the unique (stream_type, stream_id, version). Each event is
 * chained to its stream's previous one (prev_hash, hash: ./chain.ts) before it is written.
 * `deliverTo` is the app's subscriber list (`deps.subscribers`, assembled in src/server/subscribers.ts):
 * the store is handed it rather than importing it, since the subscribers import the features that
 * append events.
 */
export async function appendEvents(
  tx: Tx,
  stream: EventStream,
  list: readonly NewEvent[],
  deliverTo: readonly Subscriber[],
): Promise<StoredEvent[]> {
  if (!list.length) return [];
  const values = list.map((e) => ({
    stream_type: stream.type,
    stream_id: e.streamId,
    version: e.version,
    type: e.type,
    payload: checkPayload(stream, e.type, e.payload),
    ...originColumns(e.origin),
  }));
  const chained = await chainNew(tx, values);
  // One JSON parameter rather than fourteen a row: building drizzle's multi-row insert was 2.4 s of
  // the event loop in a month-end of 39,726 events (docs/scale.md). The stored rows are what was
  // sent, with their ids; a payload reads back as plain JSON, as the database would give it.
  const ids = await insertJsonRows(tx, events, chained, {
    returning: ['id', 'stream_id', 'version'],
  });
  const idOf = new Map(ids.map((r) => [`${r.stream_id}:${r.version}`, Number(r.id)]));
  const stored: StoredEvent[] = chained.map((e) => ({
    ...e,
    id: idOf.get(`${e.stream_id}:${e.version}`)!,
    payload: JSON.parse(JSON.stringify(e.payload)) as Record<string, unknown>,
  }));
  const deliveries = stored.flatMap((e) =>
    deliverTo
      .filter((s) => s.streamType === e.stream_type && s.types.includes(e.type))
      .map((s) => ({ subscriber: s.name, event_id: e.id, next_attempt_at: e.occurred_at })),
  );
  if (deliveries.length) await tx.insert(eventDeliveries).values(deliveries);
  return stored;
}

/**
 * Appends one event at its stream's next version, for a record kept without a workflow chart (an
 * invitation, a report schedule). The caller holds the record's row lock, so no other writer of the
 * stream reads the same last version; without one, a racing append fails on the stream's unique version.
 */
export async function appendNext(
  tx: Tx,
  stream: EventStream,
  event: Omit<NewEvent, 'version'>,
  deliverTo: readonly Subscriber[],
): Promise<StoredEvent> {
  const [last] = await tx
    .select({ version: events.version })
    .from(events)
    .where(and(eq(events.stream_type, stream.type), eq(events.stream_id, event.streamId)))
    .orderBy(desc(events.version))
    .limit(1);
  const [stored] = await appendEvents(
    tx,
    stream,
    [{ ...event, version: (last?.version ?? 0) + 1 }],
    deliverTo,
  );
  return stored!;
}

/** One transaction that appends events; after it commits, the subscriber dispatcher is nudged. */
export async function withEvents<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  committed(db);
  return result;
}
