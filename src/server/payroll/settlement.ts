import { eq } from 'drizzle-orm';
import type { TransferSettled } from '../billing/transfers';
import { paychecks } from '../db/schema';
import { settleRunIfDone } from './run-job';

/**
 * What the bank's answer on a payout does, in the runner's transaction: the paycheck it pays is paid
 * or failed with the bank's reason, and its run ends once every payout has an answer.
 */
export const settlePaycheckTransfer: TransferSettled = async (
  tx,
  transfer,
  outcome,
  now,
  deliverTo,
) => {
  if (transfer.direction !== 'payout') return;
  const [paycheck] = await tx
    .update(paychecks)
    .set(
      outcome.status === 'paid'
        ? { status: 'paid', failure_reason: null }
        : { status: 'failed', failure_reason: outcome.reason },
    )
    .where(eq(paychecks.transfer_id, transfer.id))
    .returning({ run: paychecks.payroll_run_id });
  if (paycheck) await settleRunIfDone(tx, paycheck.run, now, deliverTo);
};
