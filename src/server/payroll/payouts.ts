import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BankAdapter } from '../billing/bank-adapter';
import { queueTransfers, tellBank } from '../billing/transfers';
import type { Db, Tx } from '../db/client';
import { bankMethods, paychecks, payrollRuns, transfers } from '../db/schema';

export const NO_PAYOUT_METHOD = 'No default payout bank account';

type RunRow = typeof payrollRuns.$inferSelect;

/** A payout's idempotency key: a retry is a new run version, so a new key; within one attempt it is written once. */
const payoutKey = (run: RunRow, paycheckId: string) => `paycheck:${paycheckId}:v${run.version}`;

/**
 * The payouts of the run's processing paychecks that have none (of those among `ids` when given),
 * set-based in the caller's transaction: each paycheck locked (two jobs never write two payouts for
 * one; one locked elsewhere is left to that job), its contractor's default payout account read as
 * it is now (one added after a failure is used on retry), and its transfer written pending, the
 * bank not told: `tellBank` does that once the transaction commits. No payout account fails the
 * paycheck at once; nothing to pay is paid. Answers the new transfers' ids.
 */
export async function queuePayouts(
  tx: Tx,
  run: RunRow,
  now: Date,
  ids?: readonly string[],
): Promise<string[]> {
  if (ids && !ids.length) return [];
  const waiting = await tx
    .select({
      id: paychecks.id,
      net_cents: paychecks.net_cents,
      method: sql<string | null>`(select ${bankMethods.id} from ${bankMethods}
         where ${bankMethods.owner_type} = 'contractor' and ${bankMethods.owner_id} = ${paychecks.contractor_id}
           and ${bankMethods.kind} = 'payout' and ${bankMethods.is_default} and ${bankMethods.removed_at} is null
         limit 1)`,
    })
    .from(paychecks)
    .where(
      and(
        eq(paychecks.payroll_run_id, run.id),
        eq(paychecks.status, 'processing'),
        isNull(paychecks.transfer_id),
        ids && inArray(paychecks.id, [...ids]),
      ),
    )
    .orderBy(asc(paychecks.id))
    .for('update', { of: paychecks, skipLocked: true });
  if (!waiting.length) return [];
  const queued = await queueTransfers(
    tx,
    waiting
      .filter((p) => p.net_cents > 0 && p.method)
      .map((p) => ({
        payment_id: null,
        bank_method_id: p.method!,
        amount_cents: p.net_cents,
        direction: 'payout' as const,
        origin_key: payoutKey(run, p.id),
      })),
    now,
  );
  const transferOf = new Map(queued.map((t) => [t.origin_key, t.id]));
  // Each paycheck's account, transfer and status in one statement: paid when there is nothing to
  // pay, failed without an account, else processing with its transfer.
  await tx.execute(sql`
    update ${paychecks} p
       set bank_method_id = v.method,
           transfer_id = v.transfer,
           status = v.status,
           failure_reason = v.reason
      from (values ${sql.join(
        waiting.map((p) => {
          const status = p.net_cents <= 0 ? 'paid' : p.method ? 'processing' : 'failed';
          const reason = status === 'failed' ? NO_PAYOUT_METHOD : null;
          const transfer = transferOf.get(payoutKey(run, p.id)) ?? null;
          return sql`(${p.id}::uuid, ${p.method}::uuid, ${transfer}::uuid, ${status}, ${reason})`;
        }),
        sql`, `,
      )}) as v(id, method, transfer, status, reason)
     where p.id = v.id`);
  return queued.map((t) => t.id);
}

/**
 * Tells the bank of the run's payouts still pending: those this job wrote before it was stopped, or
 * those of a job that died between its commit and its call (the runner would tell the bank of
 * them too; the bank starts each once, under its transfer's id).
 */
export async function tellBankOfRun(
  db: Db,
  bank: BankAdapter,
  run: RunRow,
  now: Date,
): Promise<void> {
  const pending = await db
    .select({ id: transfers.id })
    .from(transfers)
    .innerJoin(paychecks, eq(paychecks.transfer_id, transfers.id))
    .where(and(eq(paychecks.payroll_run_id, run.id), eq(transfers.status, 'pending')));
  await tellBank(
    db,
    bank,
    pending.map((t) => t.id),
    now,
  );
}
