import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { timesheets } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { recordInBulk } from '../kit/workflow/record-in-bulk';
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
  const type = lock.date ? 'timesheet.invoiced' : 'timesheet.uninvoiced';
  const payload = lock.date
    ? { invoice_id: lock.invoiceId, client_billing_invoice_date: lock.date }
    : { invoice_id: lock.invoiceId };
  // All of an invoice's timesheets in one pass: one append and one update for the lot.
  await recordInBulk(
    tx,
    { events: timesheetEvents, table: timesheets },
    rows.map((row) => ({
      before: row,
      events: [{ type, payload, version: row.version + 1, origin }],
      after: projectTimesheet(row, {
        type,
        version: row.version + 1,
        payload,
        actor_user_id: origin.actorUserId,
        ip: origin.ip,
        location: origin.location,
        occurred_at: origin.occurredAt.toISOString(),
      }),
    })),
  );
}
