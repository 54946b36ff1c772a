import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { timesheets } from '../db/schema';
import { appendEvents, lostRace, type EventOrigin } from '../events/store';
import { lockRecords, transitionInTx } from '../kit/workflow/perform';
import { timesheetEvents } from '../routes/timesheets/event-payloads';
import { projectTimesheet } from '../routes/timesheets/projection';
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
): Promise<void> {
  if (!ids.length) return;
  // All of them at once, in id order, before the first transition: a timesheet action or another
  // payout racing this one queues behind it instead of deadlocking.
  await lockRecords(tx, timesheetServer, ids);
  for (const id of ids) {
    await transitionInTx(tx, timesheetServer, null, id, {
      event: { type: 'timesheet.markPaid', user: payrollActor },
      action: 'paid',
      origin,
    });
  }
  const rows = await tx
    .select()
    .from(timesheets)
    .where(inArray(timesheets.id, [...ids]));
  for (const row of rows) {
    const type = 'timesheet.sentToPayroll';
    const [stored] = await appendEvents(tx, timesheetEvents, [
      { streamId: row.id, version: row.version + 1, type, payload: sent, origin },
    ]);
    if (!stored) throw new Error('timesheet payroll event was not stored');
    const { id, ...next } = projectTimesheet(row, {
      type,
      version: stored.version,
      payload: sent,
      actor_user_id: origin.actorUserId,
      ip: origin.ip,
      location: origin.location,
      occurred_at: origin.occurredAt.toISOString(),
    });
    const updated = await tx
      .update(timesheets)
      .set(next)
      .where(and(eq(timesheets.id, id), eq(timesheets.version, row.version)))
      .returning({ id: timesheets.id });
    if (updated.length !== 1) throw lostRace(row.status, type);
  }
}
