import { asc, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { EventOrigin } from '../../events/store';
import { checkPayload } from '../../events/payloads';
import type { Subscriber } from '../../events/subscriber';
import { projectedOrigin } from './plan';
import { recordInBulk } from './record-in-bulk';
import type { ProjectionRow, WorkflowServer } from './server';

/**
 * `recordFact` for many records of one workflow at once (an invoice locking its timesheets): the
 * records are locked in id order, like every transition's record, so an action racing this waits
 * and then sees the fact; each gets the fact at its stream's next version, folded by the
 * workflow's own reducer, and all are written set-based (recordInBulk).
 */
export async function recordFactOnAll<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  ids: readonly string[],
  fact: { type: string; payload: Record<string, unknown> },
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<Row[]> {
  if (!ids.length) return [];
  const { table } = server;
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, [...new Set(ids)]))
    .orderBy(asc(table.id))
    .for('no key update')) as Row[];
  const payload = checkPayload(server.events, fact.type, fact.payload);
  const changes = rows.map((before) => {
    const version = before.version + 1;
    const after = server.reduce(before, {
      ...projectedOrigin(origin),
      type: fact.type,
      version,
      payload,
    });
    return { before, events: [{ type: fact.type, payload, version, origin }], after };
  });
  await recordInBulk(tx, server, changes, deliverTo);
  return changes.map((c) => c.after);
}
