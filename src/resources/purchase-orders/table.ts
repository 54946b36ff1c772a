import { bigint, date, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientOrgColumns, clientOrgIndexes } from '../../server/db/schema/client-org';

/**
 * A client's purchase orders: the number is unique within the client; the amount is integer cents
 * (bigint: an order can exceed the $21 million an integer holds; the contract bounds it to what a
 * JavaScript number carries exactly).
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...clientOrgColumns(),
    number: text('number').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    start_date: date('start_date').notNull(),
    end_date: date('end_date'),
  },
  (t) => [
    ...clientOrgIndexes('purchase_orders', t, t.number),
    uniqueIndex('purchase_orders_client_number_key').on(t.client_id, t.number),
  ],
);
