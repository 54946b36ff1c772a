import { and, asc, eq, inArray } from 'drizzle-orm';
import { salesTaxFor } from '../../domain/billing/money';
import type { Tx } from '../db/client';
import { salesTaxes, transactionItems, transactions } from '../db/schema';
import type { Line } from './invoice-insert';
import type { FreshTransaction, NewItem } from './transactions-write';

/** What of a bill transaction its invoice lines and its invoice's grouping use. */
export type Bill = Pick<
  typeof transactions.$inferSelect,
  | 'id'
  | 'client_id'
  | 'contractor_id'
  | 'purchase_order_id'
  | 'source_type'
  | 'source_id'
  | 'date'
  | 'state'
  | 'description'
>;

/** A fresh transaction as a bill to invoice (the columns a stored one would read back). */
export const freshBill = ({ row }: FreshTransaction): Bill => ({
  id: row.id,
  client_id: row.client_id,
  contractor_id: row.contractor_id ?? null,
  purchase_order_id: row.purchase_order_id ?? null,
  source_type: row.source_type,
  source_id: row.source_id,
  date: row.date,
  state: row.state ?? null,
  description: row.description,
});

/** Reads in chunks of this many bills (their ids are parameters). */
const CHUNK = 500;

/**
 * The lines of bill transactions, by bill: one per item, with its sales tax and the matching pay
 * amount. A fresh bill's items and pay come from `fresh` (not written yet, and its source has no
 * stored transaction: its week was never synced); the stored bills' from three reads however many
 * (their items, their sources' pays, the sales taxes).
 */
export async function linesOf(
  tx: Tx,
  bills: readonly Bill[],
  fresh: readonly FreshTransaction[],
): Promise<Map<string, Line[]>> {
  const byBill = new Map<string, Line[]>(bills.map((b) => [b.id, []]));
  if (!bills.length) return byBill;
  const freshItems = new Map(fresh.map((f) => [f.row.id, f.items]));
  const stored = bills.filter((b) => !freshItems.has(b.id));
  const itemsOf = new Map<string, NewItem[]>();
  const payOf = new Map<string, number>();
  for (const f of fresh)
    if (f.row.kind === 'pay')
      for (const i of f.items) payOf.set(`${f.row.source_id}:${i.kind}`, i.amount_cents);
  for (let i = 0; i < stored.length; i += CHUNK) {
    const chunk = stored.slice(i, i + CHUNK);
    const items = await tx
      .select()
      .from(transactionItems)
      .where(
        inArray(
          transactionItems.transaction_id,
          chunk.map((b) => b.id),
        ),
      )
      .orderBy(asc(transactionItems.transaction_id), asc(transactionItems.position));
    for (const item of items) {
      const list = itemsOf.get(item.transaction_id);
      if (list) list.push(item);
      else itemsOf.set(item.transaction_id, [item]);
    }
    const pays = await tx
      .select({
        source_id: transactions.source_id,
        kind: transactionItems.kind,
        amount: transactionItems.amount_cents,
      })
      .from(transactions)
      .innerJoin(transactionItems, eq(transactionItems.transaction_id, transactions.id))
      .where(
        and(
          eq(transactions.kind, 'pay'),
          inArray(
            transactions.source_id,
            chunk.map((b) => b.source_id),
          ),
        ),
      );
    for (const p of pays) payOf.set(`${p.source_id}:${p.kind}`, p.amount);
  }
  const rates = new Map((await tx.select().from(salesTaxes)).map((s) => [s.state, s.rate_bps]));
  for (const b of bills)
    for (const i of freshItems.get(b.id) ?? itemsOf.get(b.id) ?? [])
      byBill.get(b.id)!.push({
        transaction_id: b.id,
        contractor_id: b.contractor_id,
        date: b.date,
        kind: i.kind,
        description: `${b.description} · ${i.description}`,
        hours_hundredths: i.hours_hundredths,
        rate_cents: i.rate_cents,
        bill_cents: i.amount_cents,
        pay_cents: payOf.get(`${b.source_id}:${i.kind}`) ?? 0,
        sales_tax_cents: salesTaxFor(
          i.amount_cents,
          (b.state && rates.get(b.state.toUpperCase())) || 0,
        ),
      });
  return byBill;
}
