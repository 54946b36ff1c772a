import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { events } from '../db/schema';
import { conflict } from '../lib/errors';

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

export interface NewEvent {
  type: string;
  payload: Record<string, unknown>;
}

export async function readStream(db: Db | Tx, ref: StreamRef): Promise<StoredEvent[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.stream_type, ref.streamType), eq(events.stream_id, ref.streamId)))
    .orderBy(asc(events.version));
}

const isUniqueViolation = (err: unknown): boolean => {
  const seen = new Set<unknown>();
  for (let e: unknown = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

/** The answer to a lost race: someone else moved the stream first. */
export const lostRace = (from: string, action: string) =>
  conflict('This record was changed by someone else at the same moment; reload and try again.', {
    from,
    action,
    reasons: ['Another change was saved first.'],
  });

/** Appends at `version` (the stream's next version); a concurrent append of the same version fails. */
/** Who made an event, from where and when, as the events table stores it. */
export const originColumns = (origin: EventOrigin) => ({
  actor_user_id: origin.actorUserId,
  actor_role: origin.actorRole,
  ip: origin.ip,
  user_agent: origin.userAgent,
  location: origin.location,
  occurred_at: origin.occurredAt,
});

export async function appendEvent(tx: Tx, ref: StreamRef, version: number, event: NewEvent, origin: EventOrigin): Promise<StoredEvent> {
  const [row] = await tx
    .insert(events)
    .values({
      stream_type: ref.streamType,
      stream_id: ref.streamId,
      version,
      type: event.type,
      payload: event.payload,
      ...originColumns(origin),
    })
    .returning();
  if (!row) throw new Error('event not stored');
  return row;
}

export interface TransitionPlan<Row> {
  event: NewEvent;
  /** The projection after the event. */
  next: Row;
}

/**
 * One workflow transition in one transaction (design §7): load the projection, let `plan` decide
 * (it throws a refusal), append the event at version + 1, and update the projection only where its
 * version is still the one read. A lost race is a 409, never a double transition.
 */
export async function transition<Row extends { version: number }>(
  db: Db,
  opts: {
    ref: StreamRef;
    origin: EventOrigin;
    load: (tx: Tx) => Promise<Row>;
    plan: (row: Row, origin: EventOrigin, version: number) => TransitionPlan<Row>;
    save: (tx: Tx, next: Row, expectedVersion: number) => Promise<number>;
    raceError: (row: Row) => Error;
  },
): Promise<{ row: Row; event: StoredEvent }> {
  let current: Row | undefined;
  try {
    return await db.transaction(async (tx) => {
      const row = await opts.load(tx);
      current = row;
      const { event, next } = opts.plan(row, opts.origin, row.version + 1);
      const stored = await appendEvent(tx, opts.ref, row.version + 1, event, opts.origin);
      const updated = await opts.save(tx, next, row.version);
      if (updated !== 1) throw opts.raceError(row);
      return { row: next, event: stored };
    });
  } catch (err) {
    if (current && isUniqueViolation(err)) throw opts.raceError(current);
    throw err;
  }
}
