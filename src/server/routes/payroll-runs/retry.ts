import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paychecks } from '../../db/schema';

/**
 * A retry hands each failed paycheck back to the job as processing with no transfer: the job starts a
 * new one (the failed transfer stays as it was, for the record). Answers how many.
 */
export async function retryFailedPaychecks(tx: Tx, runId: string): Promise<number> {
  const rows = await tx
    .update(paychecks)
    .set({ status: 'processing', transfer_id: null, failure_reason: null })
    .where(and(eq(paychecks.payroll_run_id, runId), eq(paychecks.status, 'failed')))
    .returning({ id: paychecks.id });
  return rows.length;
}
