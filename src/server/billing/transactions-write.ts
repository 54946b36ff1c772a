import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { paycheckItems, paychecks, transactionItems, transactions } from '../db/schema';
import { insertJsonRows } from '../kit/json-rows';
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

/** One source's pay or bill transaction with its items, as a sync wants it. */
export interface TransactionWrite {
  t: NewTransaction;
  items: readonly NewItem[];
}

/**
 * A transaction no sync has written yet (its source's week never priced), with its id chosen here,
 * so an invoice can name it before it is written: `insertFreshTransactions` writes it once, already
 * on its invoice, rather than inserting it and then updating it with its invoice.
 */
export interface FreshTransaction {
  row: NewTransaction & { id: string; amount_cents: number; invoice_id: string | null };
  items: readonly NewItem[];
}

/**
 * What a sync found to write, kept until its caller writes it: `rewrites` for `writeTransactions`
 * (already stored, upserted where they differ), `fresh` for `insertFreshTransactions`.
 */
export interface TransactionBatch {
  rewrites: TransactionWrite[];
  fresh: FreshTransaction[];
}

export const newTransactionBatch = (): TransactionBatch => ({ rewrites: [], fresh: [] });

/** A fresh transaction as a sync prices it, not yet on an invoice; its amount is its items' sum. */
export const freshTransaction = (
  t: NewTransaction,
  items: readonly NewItem[],
): FreshTransaction => ({
  row: {
    ...t,
    id: crypto.randomUUID(),
    amount_cents: sum(items.map((i) => i.amount_cents)),
    invoice_id: null,
  },
  items,
});

/** Rows per multi-row insert, as the sync's other inserts. */
const CHUNK = 500;

/**
 * Inserts fresh transactions and their items, each transaction as it is (its invoice too, when one
 * names it), in one JSON-parameter insert per 500 rows of each table: no read, since none is stored.
 */
export async function insertFreshTransactions(
  tx: Tx,
  fresh: readonly FreshTransaction[],
): Promise<void> {
  for (let i = 0; i < fresh.length; i += CHUNK)
    await insertJsonRows(
      tx,
      transactions,
      fresh.slice(i, i + CHUNK).map((f) => f.row),
    );
  const items = fresh.flatMap((f) =>
    f.items.map((item, position) => ({ ...item, transaction_id: f.row.id, position })),
  );
  for (let i = 0; i < items.length; i += CHUNK)
    await insertJsonRows(tx, transactionItems, items.slice(i, i + CHUNK));
}

/** Writes a batch: the stored transactions' rewrites, then the fresh ones. */
export async function writeTransactionBatch(tx: Tx, batch: TransactionBatch): Promise<void> {
  await writeTransactions(tx, batch.rewrites);
  await insertFreshTransactions(tx, batch.fresh);
}

/** Writes one source's pay or bill transaction and its items (`writeTransactions` of one). */
export async function writeTransaction(
  tx: Tx,
  t: NewTransaction,
  items: readonly NewItem[],
): Promise<void> {
  await writeTransactions(tx, [{ t, items }]);
}

const keyOf = (t: { kind: string; source_type: string; source_id: string }) =>
  `${t.kind}:${t.source_type}:${t.source_id}`;

/**
 * Writes sources' pay and bill transactions and their items, idempotently (unique per kind and
 * source), in a fixed number of statements however many: one read of the stored rows and their
 * items, one multi-row upsert of those that differ, one delete and one insert of the items that
 * changed. A frozen transaction (`unfrozen`) is left exactly as it is, items and all. Each amount is
 * the sum of its items (money.ts rule 3).
 */
export async function writeTransactions(
  tx: Tx,
  writes: readonly TransactionWrite[],
): Promise<void> {
  if (!writes.length) return;
  // One row per source and kind (the last write of it wins): an upsert may touch a row only once.
  const latest = new Map(writes.map((w) => [keyOf(w.t), w]));
  const wanted = [...latest.values()].map((w) => ({
    ...w,
    amount_cents: sum(w.items.map((i) => i.amount_cents)),
  }));
  // A sync finding everything as it is writes nothing: a week re-synced for each of its timesheets
  // (a paycheck marks seven paid) stays two reads, not a rewrite of every row and index.
  const stored = await tx
    .select()
    .from(transactions)
    .where(inArray(transactions.source_id, [...new Set(wanted.map((w) => w.t.source_id))]));
  const storedByKey = new Map(stored.map((r) => [keyOf(r), r]));
  const storedItems = await itemsByTransaction(
    tx,
    stored.map((r) => r.id),
  );
  const changed = wanted.filter((w) => {
    const current = storedByKey.get(keyOf(w.t));
    return !(
      current &&
      sameRow(current, w.t, w.amount_cents) &&
      sameItems(storedItems.get(current.id) ?? [], w.items)
    );
  });
  if (!changed.length) return;
  const rows = await tx
    .insert(transactions)
    .values(changed.map((w) => ({ ...w.t, amount_cents: w.amount_cents })))
    .onConflictDoUpdate({
      target: [transactions.kind, transactions.source_type, transactions.source_id],
      set: {
        // A transaction an employer held stays held until they release it.
        status: sql`case when ${transactions.hold_reason} is not null then 'hold' else excluded.status end`,
        date: sql`excluded.date`,
        state: sql`excluded.state`,
        description: sql`excluded.description`,
        purchase_order_id: sql`excluded.purchase_order_id`,
        amount_cents: sql`excluded.amount_cents`,
        updated_at: sql`now()`,
      },
      setWhere: unfrozen,
    })
    .returning({
      id: transactions.id,
      kind: transactions.kind,
      source_type: transactions.source_type,
      source_id: transactions.source_id,
    });
  const byKey = new Map(changed.map((w) => [keyOf(w.t), w]));
  // A sync that finds the same items leaves them be: their ids stay stable for readers.
  const rewrite = rows
    .map((r) => ({ id: r.id, items: byKey.get(keyOf(r))!.items }))
    .filter((r) => !sameItems(storedItems.get(r.id) ?? [], r.items));
  if (!rewrite.length) return;
  await tx.delete(transactionItems).where(
    inArray(
      transactionItems.transaction_id,
      rewrite.map((r) => r.id),
    ),
  );
  const fresh = rewrite.flatMap((r) =>
    r.items.map((item, position) => ({ ...item, transaction_id: r.id, position })),
  );
  if (fresh.length) await tx.insert(transactionItems).values(fresh);
}

async function itemsByTransaction(tx: Tx, ids: readonly string[]): Promise<Map<string, NewItem[]>> {
  const out = new Map<string, NewItem[]>();
  if (!ids.length) return out;
  const rows = await tx
    .select()
    .from(transactionItems)
    .where(inArray(transactionItems.transaction_id, [...ids]))
    .orderBy(asc(transactionItems.transaction_id), asc(transactionItems.position));
  for (const r of rows) {
    const list = out.get(r.transaction_id);
    if (list) list.push(r);
    else out.set(r.transaction_id, [r]);
  }
  return out;
}

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
