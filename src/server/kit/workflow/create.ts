import type { Tx } from '../../db/client';
import { appendEvents, type EventOrigin } from '../../events/store';
import type { Subscriber } from '../../events/subscriber';
import { projectedOrigin } from './plan';
import type { ProjectionRow, WorkflowServer } from './server';

/**
 * A new record of a workflow: its first event (`<stream>.created`, version 1, the payload checked against
 * its schema) and the projection the workflow's reducer makes of it, in the caller's
 * transaction, so a rebuild from events gives the same row.
 */
export async function insertCreated<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  payload: Record<string, unknown> & { id: string },
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<Row> {
  const type = `${server.events.type}.created`;
  const [stored] = await appendEvents(
    tx,
    server.events,
    [{ streamId: payload.id, version: 1, type, payload, origin }],
    deliverTo,
  );
  const row = server.reduce(null, {
    ...projectedOrigin(origin),
    type,
    version: 1,
    payload: stored!.payload,
  });
  // The row comes from the workflow's own reducer over this very table.
  await tx.insert(server.table).values(row as never);
  return row;
}
