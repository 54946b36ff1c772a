import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { paycheckItems, paychecks, transactionItems, transactions } from '../db/schema';
import { sum } from '../../domain/billing/money';

export type NewTransaction = Omit<
  typeof transactions.$inferInsert,
  'id' | 'amount_cents' | 'invoice_id' | 'created_at' | 'updated_at'
>;
export type NewItem = Omit<
  typeof transactionItems.$inferInsert,
  'id' | 'transaction_id' | 'position' | 'created_at'
>;

/**
 * A transaction that may still change: not on an invoice, and not on a paid paycheck. What was
 * invoiced or paid never changes under it; every write to a transaction's figures or status from
 * its source goes through this.
 */
export const unfrozen = and(
  isNull(transactions.invoice_id),
  sql`not exists (select 1 from ${paycheckItems} join ${paychecks} on ${paychecks.id} = ${paycheckItems.paycheck_id} where ${paycheckItems.transaction_id} = ${transactions.id} and ${paychecks.status} = 'paid')`,
);

/**
 * Writes one source's pay or bill transaction and its items, idempotently (unique per kind and
 * source). A frozen transaction (`unfrozen`) is left exactly as it is, items and all.
 * The amount is the sum of the items (money.ts rule 3).
 */
export async function writeTransaction(
  tx: Tx,
  t: NewTransaction,
  items: readonly NewItem[],
): Promise<void> {
  const amount_cents = sum(items.map((i) => i.amount_cents));
  const [row] = await tx
    .insert(transactions)
    .values({ ...t, amount_cents })
    .onConflictDoUpdate({
      target: [transactions.kind, transactions.source_type, transactions.source_id],
      set: {
        // A transaction an employer held stays held until they release it.
        status: sql`case when ${transactions.hold_reason} is not null then 'hold' else excluded.status end`,
        date: t.date,
        state: t.state,
        description: t.description,
        purchase_order_id: t.purchase_order_id,
        amount_cents,
        updated_at: sql`now()`,
      },
      setWhere: unfrozen,
    })
    .returning({ id: transactions.id });
  if (!row) return;
  const stored = await tx
    .select()
    .from(transactionItems)
    .where(eq(transactionItems.transaction_id, row.id))
    .orderBy(asc(transactionItems.position));
  // A sync that finds the same items leaves them be: their ids stay stable for readers.
  if (sameItems(stored, items)) return;
  await tx.delete(transactionItems).where(eq(transactionItems.transaction_id, row.id));
  if (items.length)
    await tx
      .insert(transactionItems)
      .values(items.map((item, position) => ({ ...item, transaction_id: row.id, position })));
}

const ITEM_FIELDS = [
  'kind',
  'description',
  'hours_hundredths',
  'rate_cents',
  'amount_cents',
] as const;

function sameItems(stored: readonly NewItem[], items: readonly NewItem[]): boolean {
  return (
    stored.length === items.length &&
    stored.every((s, i) => ITEM_FIELDS.every((f) => (s[f] ?? null) === (items[i]![f] ?? null)))
  );
}
