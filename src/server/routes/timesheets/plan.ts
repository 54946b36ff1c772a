import type { TimesheetEvent } from '../../../../machines/timesheet/timesheet.events';
import type { TimesheetFacts } from '../../../../machines/timesheet/timesheet.rules';
import { nextStored, refusalReasons, resolveState } from '../../../../machines/kit/workflow';
import { timesheetDefinition } from '../../../../machines/timesheet/timesheet.definition';
import { stateLabel, type StoredState } from '../../../../machines/timesheet/timesheet.state';
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
  const snapshot = resolveState(timesheetDefinition, { stored: before, facts });
  if (!snapshot.can(event)) {
    throw conflict(`${event.type} is not allowed now`, { from: stateLabel(before), action: event.type, reasons: refusalReasons(timesheetDefinition, snapshot, event) });
  }
  const to = nextStored(timesheetDefinition, snapshot, event);
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
