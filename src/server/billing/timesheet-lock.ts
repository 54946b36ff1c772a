import type { Tx } from '../db/client';
import type { EventOrigin } from '../events/store';
import type { Subscriber } from '../events/subscriber';
import { recordFactOnAll } from '../kit/workflow/record-facts';
import { timesheetServer } from '../routes/timesheets/workflow';

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
