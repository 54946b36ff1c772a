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
 * chart's Mark Paid (so billing's sync makes their pay transactions complete), then the
 * `timesheet.sentToPayroll` fact with the run, the paycheck and the date, which the chart's locks
 * read. Set-based (recordStepsOnAll): the timesheets locked in id order and read in one query, their
 * events appended and rows updated in a few statements, each event delivered to `deliverTo`.
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
    deliverTo,
  );
}
