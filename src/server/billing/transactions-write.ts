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
  // A sync finding everything as it is writes nothing: a week re-synced for each of its timesheets
  // (a paycheck marks seven paid) stays a few reads, not a rewrite of every row and index.
  const [current] = await tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.kind, t.kind),
        eq(transactions.source_type, t.source_type),
        eq(transactions.source_id, t.source_id),
      ),
    );
  if (current && sameRow(current, t, amount_cents) && sameItems(await itemsOf(tx, current.id), items))
    return;
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
  // A sync that finds the same items leaves them be: their ids stay stable for readers.
  if (sameItems(await itemsOf(tx, row.id), items)) return;
  await tx.delete(transactionItems).where(eq(transactionItems.transaction_id, row.id));
  if (items.length)
    await tx
      .insert(transactionItems)
      .values(items.map((item, position) => ({ ...item, transaction_id: row.id, position })));
}

const itemsOf = (tx: Tx, transactionId: string) =>
  tx
    .select()
    .from(transactionItems)
    .where(eq(transactionItems.transaction_id, transactionId))
    .orderBy(asc(transactionItems.position));

/** Whether the upsert would leave the stored row as it is (its status as the upsert's rule sets it). */
function sameRow(
  stored: typeof transactions.$inferSelect,
  t: NewTransaction,
  amount_cents: number,
): boolean {
  const status = stored.hold_reason !== null ? 'hold' : (t.status ?? 'approved');
  return (
    stored.status === status &&
    stored.date === t.date &&
    stored.state === (t.state ?? null) &&
    stored.description === t.description &&
    stored.purchase_order_id === (t.purchase_order_id ?? null) &&
    stored.amount_cents === amount_cents
  );
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
