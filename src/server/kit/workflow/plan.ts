import {
  decide,
  refusalReasons,
  resolveState,
  type ChartEvent,
} from '../../../../machines/kit/workflow';
import { checkPayload } from '../../events/payloads';
import type { EventOrigin } from '../../events/store';
import { withoutUndefined } from './payloads';
import { refusal } from './refusal';
import type { ProjectedEvent, ProjectionRow, WorkflowServer } from './server';

/** Who made an event, from where and when, as a reducer reads it. */
export const projectedOrigin = (
  origin: EventOrigin,
): Omit<ProjectedEvent, 'type' | 'version' | 'payload'> => ({
  actor_user_id: origin.actorUserId,
  ip: origin.ip,
  location: origin.location,
  occurred_at: origin.occurredAt.toISOString(),
});

export interface TransitionPlan<Row> {
  type: string;
  payload: Record<string, unknown>;
  /** The projection row after the event. */
  next: Row;
}

/**
 * The pure half of a transition: the chart decides (409 with reasons when it refuses), the payload is
 * checked against its schema, and the reducer gives the next row. The API and the seed both use it,
 * so both write the same history.
 */
export function planTransition<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  server: WorkflowServer<J, Row, S, F, A, Item>,
  row: Row,
  facts: F,
  event: ChartEvent,
  origin: EventOrigin,
  extra: Record<string, unknown> = {},
): TransitionPlan<Row> {
  const wf = server.definition;
  const stored = server.storedOf(row);
  const decision = decide(wf, { stored, facts }, event);
  if (!decision.accepted) {
    throw refusal(
      {
        ok: false,
        code: 409,
        message: `${event.type} is not allowed now`,
        reasons: refusalReasons(wf, resolveState(wf, { stored, facts }), event),
      },
      wf.stateLabel(stored),
      event.type,
    );
  }
  const to = decision.next;
  const payload = checkPayload(
    server.events,
    event.type,
    withoutUndefined({ ...extra, from: stored, to, actor_email: event.user.email }),
  );
  const next = server.reduce(row, {
    ...projectedOrigin(origin),
    type: event.type,
    version: row.version + 1,
    payload,
  });
  return { type: event.type, payload, next };
}
