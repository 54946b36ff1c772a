import { timesheetTransactions } from '../billing/timesheet-transactions';
import type { Tx } from '../db/client';
import type { EventOrigin } from '../events/store';
import type { Subscriber } from '../events/subscriber';
import { recordStepsOnAll } from '../kit/workflow/record-steps';
import { timesheetServer } from '../../resources/timesheets/server';
import { payrollActor } from './actor';

/** What `timesheet.sentToPayroll` records: the run and paycheck that paid a timesheet, and the date. */
export interface SentToPayroll {
  payroll_run_id: string;
  paycheck_id: string;
  payroll_submission_date: string;
}

/**
 * Timesheets paid on paychecks, through their own streams and in the paychecks' transaction: the
 * chart's Mark Paid, then the `timesheet.sentToPayroll` fact with the run, the paycheck and the
 * date, which the chart's locks read. Set-based (recordStepsOnAll): the timesheets read and locked
 * in id order by one query, their events appended and rows updated in a few statements, each
 * event delivered to `deliverTo` but billing's sync: all a Mark Paid asks of it is the timesheet's
 * pay transaction made complete, which the paycheck's own transaction has done (and a line on a
 * paycheck is one the sync leaves as it is), so re-syncing each paid timesheet's week (about ten
 * statements, once per timesheet) would only compete with the job for the same rows.
 */
export async function markTimesheetsPaid(
  tx: Tx,
  sentOf: ReadonlyMap<string, SentToPayroll>,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<void> {
  await recordStepsOnAll(
    tx,
    timesheetServer,
    [...sentOf.keys()],
    (id) => [
      { event: { type: 'timesheet.markPaid', user: payrollActor } },
      { fact: { type: 'timesheet.sentToPayroll', payload: { ...sentOf.get(id)! } } },
    ],
    origin,
    deliverTo.filter((s) => s.name !== timesheetTransactions.name),
  );
}
