import type { ChartEvent } from '../../../../machines/kit/workflow';
import { checkPayload } from '../../events/payloads';
import type { EventOrigin, NewEvent } from '../../events/store';
import { planTransition, projectedOrigin } from './plan';
import type { ProjectionRow, WorkflowServer } from './server';

/** One past step of a record: the chart's event, who made it and when, and what its guards read then. */
export interface HistoryStep<Row, F> {
  event: ChartEvent;
  origin: EventOrigin;
  facts: (row: Row) => F;
  extra?: Record<string, unknown>;
}

/**
 * A record's whole past planned in memory: its `<stream>.created` event, then each step judged by the
 * chart (a refused step throws, as the API would answer 409) and folded by the workflow's reducer.
 * The seed writes many such records at once (rows in one insert, their streams appended in chunks),
 * so demo history goes through the same chart and reducer as a request without a request per row.
 */
export function planHistory<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  server: WorkflowServer<J, Row, S, F, A, Item>,
  created: { payload: Record<string, unknown> & { id: string }; origin: EventOrigin },
  steps: readonly HistoryStep<Row, F>[],
): { row: Row; stream: NewEvent[] } {
  const type = `${server.events.type}.created`;
  const payload = checkPayload(server.events, type, created.payload);
  let row = server.reduce(null, { ...projectedOrigin(created.origin), type, version: 1, payload });
  const stream: NewEvent[] = [
    { streamId: row.id, version: 1, type, payload, origin: created.origin },
  ];
  for (const step of steps) {
    const plan = planTransition(server, row, step.facts(row), step.event, step.origin, step.extra);
    row = plan.next;
    stream.push({
      streamId: row.id,
      version: row.version,
      type: plan.type,
      payload: plan.payload,
      origin: step.origin,
    });
  }
  return { row, stream };
}
