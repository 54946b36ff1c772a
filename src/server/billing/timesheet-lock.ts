import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { timesheets } from '../db/schema';
import { checkPayload } from '../events/payloads';
import type { EventOrigin } from '../events/store';
import type { Subscriber } from '../events/subscriber';
import { projectedOrigin } from '../kit/workflow/plan';
import { recordFactOnAll } from '../kit/workflow/record-facts';
import { recordInBulk } from '../kit/workflow/record-in-bulk';
import { timesheetServer } from '../../resources/timesheets/server';

/**
 * Locks (an invoice date) or frees the timesheets on an invoice through their own event streams, so
 * the timesheet chart's `invoiced` fact refuses unapprove and No Bill, and a rebuild keeps the lock.
 * The timesheets are locked in id order like every transition's record: a timesheet action racing
 * this waits for it and then sees the lock, rather than appending the same stream version.
 */
export async function setInvoiceLock(
  tx: Tx,
  timesheetIds: readonly string[],
  lock: { invoiceId: string; date: string | null },
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  const fact = lock.date
    ? {
        type: 'timesheet.invoiced',
        payload: { invoice_id: lock.invoiceId, client_billing_invoice_date: lock.date },
      }
    : { type: 'timesheet.uninvoiced', payload: { invoice_id: lock.invoiceId } };
  await recordFactOnAll(tx, timesheetServer, timesheetIds, fact, origin, deliverTo);
}

/**
 * `setInvoiceLock` (locking) of many invoices' timesheets at once: one read locking every
 * timesheet in id order, one `timesheet.invoiced` each naming its own invoice, folded by the
 * timesheet chart's reducer, and all written set-based (recordInBulk): the same events and rows as
 * one `setInvoiceLock` per invoice, in a fixed number of statements.
 */
export async function lockInvoicedTimesheets(
  tx: Tx,
  locks: readonly { invoiceId: string; timesheetIds: readonly string[] }[],
  date: string,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  const invoiceOf = new Map(locks.flatMap((l) => l.timesheetIds.map((id) => [id, l.invoiceId])));
  if (!invoiceOf.size) return;
  const rows = await tx
    .select()
    .from(timesheets)
    .where(inArray(timesheets.id, [...invoiceOf.keys()]))
    .orderBy(asc(timesheets.id))
    .for('no key update');
  const type = 'timesheet.invoiced';
  const changes = rows.map((before) => {
    const payload = checkPayload(timesheetServer.events, type, {
      invoice_id: invoiceOf.get(before.id)!,
      client_billing_invoice_date: date,
    });
    const version = before.version + 1;
    const after = timesheetServer.reduce(before, {
      ...projectedOrigin(origin),
      type,
      version,
      payload,
    });
    return { before, events: [{ type, payload, version, origin }], after };
  });
  await recordInBulk(tx, timesheetServer, changes, deliverTo);
}
