import { eq } from 'drizzle-orm';
import { timesheets } from '../db/schema';
import type { Subscriber } from '../events/subscriber';
import { timesheetEvents } from '../../resources/timesheets/server';
import { syncTimesheetWeek } from './sources/timesheets';

/**
 * Approved timesheets become pay and bill transactions as soon as the approval commits, and the
 * later decisions on them (unapprove, No Bill, paid) reach their transactions the same way. The sync
 * is idempotent (unique per source), so a delivery run twice writes nothing new.
 */
export const timesheetTransactions: Subscriber = {
  name: 'billing.timesheet-transactions',
  streamType: timesheetEvents.type,
  types: [
    'timesheet.approve',
    'timesheet.approveWithEvidence',
    'timesheet.unapprove',
    'timesheet.noBill',
    'timesheet.undoNoBill',
    'timesheet.markPaid',
    'timesheet.markUnpaid',
  ],
  async handle({ tx, event }) {
    const [t] = await tx
      .select({ assignment_id: timesheets.assignment_id, date: timesheets.date })
      .from(timesheets)
      .where(eq(timesheets.id, event.stream_id));
    if (t) await syncTimesheetWeek(tx, t.assignment_id, t.date);
  },
};
