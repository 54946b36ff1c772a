import { gt, max } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { eventDeliveries, events } from '../db/schema';

/** The newest event's id now: what a part of the history seed appends comes after it. */
export async function lastEventId(tx: Tx): Promise<number> {
  const [row] = await tx.select({ id: max(events.id) }).from(events);
  return row?.id ?? 0;
}

/**
 * History, not news: the deliveries the workflows queued for events after `id` are dropped, so a
 * first start mails no one about months-old invoices and re-runs no payroll job. The effects the
 * history needs (billing's sync, the payroll job, the bank's answers) the seed ran itself.
 */
export async function forgetDeliveriesAfter(tx: Tx, id: number): Promise<void> {
  await tx.delete(eventDeliveries).where(gt(eventDeliveries.event_id, id));
}
