import type { Tx } from '../db/client';
import type { EventOrigin } from '../events/store';
import type { Subscriber } from '../events/subscriber';
import { lockRecords, recordFact, transitionInTx } from '../kit/workflow/perform';
import { timesheetServer } from '../routes/timesheets/workflow';
import { payrollActor } from './actor';

/**
 * The timesheets a paycheck pays, through their own streams and in the paycheck's transaction: the
 * chart's Mark Paid (so billing's sync makes their pay transactions complete), then the
 * `timesheet.sentToPayroll` fact with the run and the date, which the chart's locks read.
 */
export async function markTimesheetsPaid(
  tx: Tx,
  ids: readonly string[],
  sent: { payroll_run_id: string; paycheck_id: string; payroll_submission_date: string },
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  if (!ids.length) return;
  // All of them at once, in id order, before the first transition: a timesheet action or another
  // payout racing this one queues behind it instead of deadlocking.
  await lockRecords(tx, timesheetServer, ids);
  for (const id of ids) {
    await transitionInTx(
      tx,
      timesheetServer,
      null,
      id,
      { event: { type: 'timesheet.markPaid', user: payrollActor }, action: 'paid', origin },
      deliverTo,
    );
  }
  const fact = { type: 'timesheet.sentToPayroll', payload: sent };
  for (const id of ids) await recordFact(tx, timesheetServer, id, fact, origin, deliverTo);
}
