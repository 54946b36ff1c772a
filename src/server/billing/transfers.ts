import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Subscriber } from '../events/subscriber';
import type { Db, Tx } from '../db/client';
import { transfers } from '../db/schema';
import type { BankAdapter, TransferOutcome, TransferRequest } from './bank-adapter';

export type TransferRow = typeof transfers.$inferSelect;

/** How soon the runner asks the bank again about a transfer still processing. */
export const RECHECK_MS = 2_000;

/** A new transfer, handed to the bank, processing; in the caller's transaction. Null when `origin_key` started one already. */
export async function startTransfer(
  tx: Tx,
  bank: BankAdapter,
  t: {
    payment_id: string | null;
    bank_method_id: string;
    amount_cents: number;
    direction: 'collect' | 'payout';
    origin_key?: string;
  },
  now: Date,
): Promise<TransferRow | null> {
  const [row] = await tx
    .insert(transfers)
    .values({
      ...t,
      status: 'processing',
      check_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .onConflictDoNothing({ target: transfers.origin_key })
    .returning();
  // Started already under this origin key (a delivery that ran twice).
  if (!row) return null;
  const { provider_ref } = await bank.start({
    id: row.id,
    amount_cents: row.amount_cents,
    direction: t.direction,
    created_at: now,
  });
  const [started] = await tx
    .update(transfers)
    .set({ provider_ref })
    .where(eq(transfers.id, row.id))
    .returning();
  return started ?? row;
}

/** A transfer as the bank is told of it: its id is the bank's idempotency key. */
const requestOf = (t: TransferRow): TransferRequest => ({
  id: t.id,
  amount_cents: t.amount_cents,
  direction: t.direction as 'collect' | 'payout',
  created_at: new Date(t.created_at),
});

/**
 * How long a pending transfer waits for the one who wrote it to tell the bank (`tellBank`, right
 * after its transaction commits) before the runner tells the bank itself: a process that died
 * between the commit and the call left it pending.
 */
export const PENDING_GRACE_MS = RECHECK_MS;

/**
 * Transfers written in the caller's transaction as `pending`, the bank not told yet (an outbox):
 * once the transaction commits, `tellBank` hands them over, or the runner does after
 * PENDING_GRACE_MS. A rollback leaves nothing the bank knows of. One with an `origin_key` already
 * written is not written again. Answers the new rows.
 */
export async function queueTransfers(
  tx: Tx,
  rows: readonly {
    payment_id: string | null;
    bank_method_id: string;
    amount_cents: number;
    direction: 'collect' | 'payout';
    origin_key: string;
  }[],
  now: Date,
): Promise<TransferRow[]> {
  if (!rows.length) return [];
  return tx
    .insert(transfers)
    .values(
      rows.map((t) => ({
        ...t,
        status: 'pending',
        check_at: new Date(now.getTime() + PENDING_GRACE_MS).toISOString(),
        created_at: now.toISOString(),
      })),
    )
    .onConflictDoNothing({ target: transfers.origin_key })
    .returning();
}

/**
 * Tells the bank of the pending transfers among `ids`, outside any transaction, and records them
 * processing in one statement. Safe to run twice, or beside the runner: the bank starts a transfer
 * once per id, and only a transfer still pending is recorded.
 */
export async function tellBank(
  db: Db,
  bank: BankAdapter,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (!ids.length) return;
  const pending = await db
    .select()
    .from(transfers)
    .where(and(inArray(transfers.id, [...ids]), eq(transfers.status, 'pending')));
  if (!pending.length) return;
  const started = await Promise.all(
    pending.map(async (t) => ({ id: t.id, ref: (await bank.start(requestOf(t))).provider_ref })),
  );
  await db.execute(sql`
    update ${transfers} t
       set status = 'processing', provider_ref = v.ref, check_at = ${now.toISOString()}
      from (values ${sql.join(
        started.map((s) => sql`(${s.id}::uuid, ${s.ref})`),
        sql`, `,
      )}) as v(id, ref)
     where t.id = v.id and t.status = 'pending'`);
}

/** What happens to whatever a transfer pays for once the bank has answered, in the same transaction. */
export type TransferSettled = (
  tx: Tx,
  transfer: TransferRow,
  outcome: Exclude<TransferOutcome, { status: 'processing' }>,
  now: Date,
  deliverTo: readonly Subscriber[],
) => Promise<void>;

/** The transfers a runner's pass takes, oldest check first; it runs every 2 s, so by `transfers_due_idx`. */
export function dueTransfers(db: Db | Tx, now: Date, limit: number) {
  return db
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      // Written as the index's own predicate, so the planner sees transfers_due_idx covers it.
      and(
        sql`${transfers.status} in ('pending', 'processing')`,
        lte(transfers.check_at, now.toISOString()),
      ),
    )
    .orderBy(asc(transfers.check_at))
    .limit(limit);
}

/**
 * One pass of the transfer runner: each processing transfer that is due is locked (others running
 * the same pass skip it), the bank is asked, and an answer is recorded with its consequence in one
 * transaction. A pending one still due (its writer died before telling the bank) is handed to the
 * bank under its id, which starts it once however often it is told. Returns how many transfers
 * were decided.
 */
export async function checkDueTransfers(
  db: Db,
  bank: BankAdapter,
  now: Date,
  settled: TransferSettled,
  deliverTo: readonly Subscriber[],
  limit = 50,
): Promise<number> {
  const due = await dueTransfers(db, now, limit);
  let decided = 0;
  for (const { id } of due) {
    decided += await db.transaction(async (tx) => {
      const [t] = await tx
        .select()
        .from(transfers)
        .where(and(eq(transfers.id, id), inArray(transfers.status, ['pending', 'processing'])))
        .for('update', { skipLocked: true });
      if (!t) return 0;
      if (t.status === 'pending') {
        const { provider_ref } = await bank.start(requestOf(t));
        await tx
          .update(transfers)
          .set({ status: 'processing', provider_ref, check_at: now.toISOString() })
          .where(eq(transfers.id, id));
        return 0;
      }
      const outcome = await bank.check({ ...requestOf(t), provider_ref: t.provider_ref }, now);
      if (outcome.status === 'processing') {
        await tx
          .update(transfers)
          .set({ check_at: new Date(now.getTime() + RECHECK_MS).toISOString() })
          .where(eq(transfers.id, id));
        return 0;
      }
      await tx
        .update(transfers)
        .set(
          outcome.status === 'paid'
            ? { status: 'paid', settled_at: now.toISOString() }
            : { status: 'failed', failure_reason: outcome.reason },
        )
        .where(eq(transfers.id, id));
      await settled(tx, t, outcome, now, deliverTo);
      return 1;
    });
  }
  return decided;
}
