import { and, eq, isNull, notLike, or } from 'drizzle-orm';
import type { Tx } from '../../server/db/client';
import { paychecks } from '../../server/db/schema';
import { IDENTITY_NOT_VERIFIED } from '../../server/payroll/identity-gate';
import { TAXES_REFUSED } from '../../server/payroll/provider';

/**
 * A retry hands each failed paycheck back to the job as processing with no transfer: the job starts a
 * new one (the failed transfer stays as it was, for the record). A paycheck whose taxes were refused
 * stays failed: a payout would pay it untaxed. Answers how many.
 */
export async function retryFailedPaychecks(tx: Tx, runId: string): Promise<number> {
  const rows = await tx
    .update(paychecks)
    .set({ status: 'processing', transfer_id: null, failure_reason: null })
    .where(
      and(
        eq(paychecks.payroll_run_id, runId),
        eq(paychecks.status, 'failed'),
        or(
          isNull(paychecks.failure_reason),
          and(
            notLike(paychecks.failure_reason, `${TAXES_REFUSED}%`),
            notLike(paychecks.failure_reason, `${IDENTITY_NOT_VERIFIED}%`),
          ),
        ),
      ),
    )
    .returning({ id: paychecks.id });
  return rows.length;
}
