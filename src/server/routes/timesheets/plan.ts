import { transition } from 'xstate';
import type { TimesheetEvent } from '../../../../machines/timesheet/timesheet.events';
import type { TimesheetFacts } from '../../../../machines/timesheet/timesheet.rules';
import { refusalReasons, resolveTimesheet, stateLabel, storedStateOf, type StoredState } from '../../../../machines/timesheet/timesheet.state';
import { timesheetWorkflow } from '../../../../machines/timesheet/timesheet.workflow';
import type { EventOrigin, TransitionPlan } from '../../events/store';
import { conflict } from '../../lib/errors';
import { projectTimesheet, type TimesheetRow } from './projection';

export const storedOf = (t: TimesheetRow): StoredState => ({ status: t.status as StoredState['status'], billing: t.billing as StoredState['billing'], paid: t.paid });

/**
 * The pure half of a transition: the chart decides (409 with reasons when it refuses), the
 * reducer gives the next row. Used by the API and by the seed, so both write the same history.
 */
export function planEvent(
  row: TimesheetRow,
  facts: TimesheetFacts,
  event: TimesheetEvent,
  origin: EventOrigin,
  version: number,
  extra: Record<string, unknown> = {},
): TransitionPlan<TimesheetRow> {
  const before = storedOf(row);
  const snapshot = resolveTimesheet(before, facts);
  if (!snapshot.can(event)) {
    throw conflict(`${event.type} is not allowed now`, { from: stateLabel(before), action: event.type, reasons: refusalReasons(snapshot, event) });
  }
  const to = storedStateOf(transition(timesheetWorkflow, snapshot, event)[0]);
  const payload = JSON.parse(
    JSON.stringify({
      ...extra,
      from: before,
      to,
      actor_email: event.user.email,
      reason: 'reason' in event ? event.reason : undefined,
      evidence: 'evidence' in event ? event.evidence : undefined,
    }),
  ) as Record<string, unknown>;
  const next = projectTimesheet(row, {
    type: event.type,
    version,
    payload,
    actor_user_id: origin.actorUserId,
    ip: origin.ip,
    location: origin.location,
    occurred_at: origin.occurredAt.toISOString(),
  });
  return { event: { type: event.type, payload }, next };
}
