import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { purchaseOrders } from '../../db/schema';

type Order = { id: string; start: string; end: string | null };

/** The earliest started of `orders` (in start order) covering a date, or null. */
const coveringOf =
  (orders: readonly Order[]) =>
  (d: string): string | null =>
    orders.find((o) => o.start <= d && (o.end === null || d <= o.end))?.id ?? null;

const orderColumns = {
  id: purchaseOrders.id,
  client_id: purchaseOrders.client_id,
  start: purchaseOrders.start_date,
  end: purchaseOrders.end_date,
};

/**
 * The client's purchase order covering a date (the earliest started when several do), or null: what
 * groups a source's bill onto the invoice of that order.
 */
export async function purchaseOrderOn(
  tx: Tx,
  clientId: string,
): Promise<(date: string) => string | null> {
  const orders = await tx
    .select(orderColumns)
    .from(purchaseOrders)
    .where(eq(purchaseOrders.client_id, clientId))
    .orderBy(asc(purchaseOrders.start_date), asc(purchaseOrders.id));
  return coveringOf(orders);
}

/** `purchaseOrderOn` for several clients in one read: each client's rule, by client id. */
export async function purchaseOrdersOn(
  tx: Tx,
  clientIds: readonly string[],
): Promise<Map<string, (date: string) => string | null>> {
  const orders = clientIds.length
    ? await tx
        .select(orderColumns)
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.client_id, [...clientIds]))
        .orderBy(asc(purchaseOrders.start_date), asc(purchaseOrders.id))
    : [];
  return new Map(clientIds.map((id) => [id, coveringOf(orders.filter((o) => o.client_id === id))]));
}
