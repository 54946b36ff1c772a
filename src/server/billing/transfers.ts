import { and, asc, eq, lte } from 'drizzle-orm';
import type { Subscriber } from '../events/subscriber';
import type { Db, Tx } from '../db/client';
import { transfers } from '../db/schema';
import type { BankAdapter, TransferOutcome } from './bank-adapter';

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

/** What happens to whatever a transfer pays for once the bank has answered, in the same transaction. */
export type TransferSettled = (
  tx: Tx,
  transfer: TransferRow,
  outcome: Exclude<TransferOutcome, { status: 'processing' }>,
  now: Date,
  deliverTo: readonly Subscriber[],
) => Promise<void>;

/**
 * One pass of the transfer runner: each processing transfer that is due is locked (others running
 * the same pass skip it), the bank is asked, and an answer is recorded with its consequence in one
 * transaction. Returns how many transfers were decided.
 */
export async function checkDueTransfers(
  db: Db,
  bank: BankAdapter,
  now: Date,
  settled: TransferSettled,
  deliverTo: readonly Subscriber[],
  limit = 50,
): Promise<number> {
  const due = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.status, 'processing'), lte(transfers.check_at, now.toISOString())))
    .orderBy(asc(transfers.check_at))
    .limit(limit);
  let decided = 0;
  for (const { id } of due) {
    decided += await db.transaction(async (tx) => {
      const [t] = await tx
        .select()
        .from(transfers)
        .where(and(eq(transfers.id, id), eq(transfers.status, 'processing')))
        .for('update', { skipLocked: true });
      if (!t) return 0;
      const outcome = await bank.check(
        {
          id: t.id,
          amount_cents: t.amount_cents,
          direction: t.direction as 'collect' | 'payout',
          created_at: new Date(t.created_at),
          provider_ref: t.provider_ref,
        },
        now,
      );
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
