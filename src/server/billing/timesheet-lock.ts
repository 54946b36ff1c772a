import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { timesheets } from '../db/schema';
import { appendEvents, lostRace, type EventOrigin } from '../events/store';
import { timesheetEvents } from '../routes/timesheets/event-payloads';
import { projectTimesheet } from '../routes/timesheets/projection';

/**
 * Locks (an invoice date) or frees the timesheets on an invoice through their own event streams, so
 * the timesheet chart's `invoiced` fact refuses unapprove and No Bill, and a rebuild keeps the lock.
 */
export async function setInvoiceLock(
  tx: Tx,
  timesheetIds: readonly string[],
  lock: { invoiceId: string; date: string | null },
  origin: EventOrigin,
): Promise<void> {
  if (!timesheetIds.length) return;
  // Locked in id order like every transition's record: a timesheet action racing this waits
  // for it and then sees the lock, rather than appending the same stream version.
  const rows = await tx
    .select()
    .from(timesheets)
    .where(inArray(timesheets.id, [...timesheetIds]))
    .orderBy(asc(timesheets.id))
    .for('no key update');
  for (const row of rows) {
    const type = lock.date ? 'timesheet.invoiced' : 'timesheet.uninvoiced';
    const payload = lock.date
      ? { invoice_id: lock.invoiceId, client_billing_invoice_date: lock.date }
      : { invoice_id: lock.invoiceId };
    const [stored] = await appendEvents(tx, timesheetEvents, [
      { streamId: row.id, version: row.version + 1, type, payload, origin },
    ]);
    if (!stored) throw new Error('timesheet lock event was not stored');
    const { id, ...next } = projectTimesheet(row, {
      type,
      version: stored.version,
      payload,
      actor_user_id: origin.actorUserId,
      ip: origin.ip,
      location: origin.location,
      occurred_at: origin.occurredAt.toISOString(),
    });
    const updated = await tx
      .update(timesheets)
      .set(next)
      .where(and(eq(timesheets.id, id), eq(timesheets.version, row.version)))
      .returning({ id: timesheets.id });
    if (updated.length !== 1) throw lostRace(row.status, type);
  }
}
