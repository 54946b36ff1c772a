import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventDeliveries, events } from '../db/schema';

export type DeliveryRow = typeof eventDeliveries.$inferSelect;

/** Open to a claim: not delivered, due, and not held by a live claim of another dispatcher. */
const claimable = (now: Date) =>
  and(
    isNull(eventDeliveries.delivered_at),
    lte(eventDeliveries.next_attempt_at, now),
    or(isNull(eventDeliveries.claimed_until), lte(eventDeliveries.claimed_until, now)),
  );

/**
 * Takes up to `limit` due deliveries for `leaseMs`. The update re-checks the condition on each row it
 * locks, so two dispatchers never hold one row at once; rows another is claiming are skipped.
 */
export async function claimDeliveries(
  db: Db,
  names: readonly string[],
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<DeliveryRow[]> {
  if (!names.length) return [];
  const due = db
    .select({ id: eventDeliveries.id })
    .from(eventDeliveries)
    .where(and(claimable(now), inArray(eventDeliveries.subscriber, [...names])))
    .orderBy(asc(eventDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(eventDeliveries)
    .set({
      claimed_until: new Date(now.getTime() + leaseMs),
      attempts: sql`${eventDeliveries.attempts} + 1`,
    })
    .where(and(inArray(eventDeliveries.id, due), claimable(now)))
    .returning();
}

export async function eventsOf(db: Db, rows: readonly DeliveryRow[]) {
  const found = await db
    .select()
    .from(events)
    .where(inArray(events.id, [...new Set(rows.map((r) => r.event_id))]));
  return new Map(found.map((e) => [e.id, e]));
}

/** A failed attempt waits 2^attempts seconds, at most an hour, then is due again. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 3_600_000);

export async function recordFailure(
  db: Db,
  row: DeliveryRow,
  now: Date,
  error: unknown,
): Promise<void> {
  await db
    .update(eventDeliveries)
    .set({
      claimed_until: null,
      next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)),
      last_error: String(error).slice(0, 2000),
    })
    .where(eq(eventDeliveries.id, row.id));
}
