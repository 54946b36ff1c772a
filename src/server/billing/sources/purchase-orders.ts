import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { purchaseOrders } from '../../db/schema';

/**
 * The client's purchase order covering a date (the earliest started when several do), or null: what
 * groups a source's bill onto the invoice of that order.
 */
export async function purchaseOrderOn(
  tx: Tx,
  clientId: string,
): Promise<(date: string) => string | null> {
  const orders = await tx
    .select({
      id: purchaseOrders.id,
      start: purchaseOrders.start_date,
      end: purchaseOrders.end_date,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.client_id, clientId))
    .orderBy(asc(purchaseOrders.start_date), asc(purchaseOrders.id));
  return (d) => orders.find((o) => o.start <= d && (o.end === null || d <= o.end))?.id ?? null;
}
