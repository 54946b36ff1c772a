import { asc, inArray } from 'drizzle-orm';
import type { ChartEvent } from '../../../../machines/kit/workflow';
import type { Tx } from '../../db/client';
import { checkPayload } from '../../events/payloads';
import type { EventOrigin } from '../../events/store';
import type { Subscriber } from '../../events/subscriber';
import { notFound } from '../../lib/errors';
import { planTransition, projectedOrigin } from './plan';
import { recordInBulk, type PlannedChange } from './record-in-bulk';
import type { ProjectionRow, WorkflowServer } from './server';

/** One step of a record in `recordStepsOnAll`: a chart event (judged by the chart) or a fact. */
export type RecordStep =
  { event: ChartEvent } | { fact: { type: string; payload: Record<string, unknown> } };

/**
 * `transitionInTx` and `recordFact` for many records of one workflow at once, as the system (a
 * payroll run marking its timesheets paid): the records are read and locked in id order by one
 * query; each record's steps are judged by the same chart and folded by the same reducer as one by
 * one, in order, at its stream's next versions; then every event is appended and every projection
 * row updated set-based, each event queued for `deliverTo` (recordInBulk). A step the chart refuses
 * throws its 409 before anything is written; an id not found is a 404.
 *
 * A chart event after the first of a record is judged on the facts the record shows at the row the
 * earlier steps left (`factsAt`), as a fresh read of it would. A workflow that writes alongside its
 * transitions (`alongside`) is recorded one by one, where each write follows its own event.
 */
export async function recordStepsOnAll<J, Row extends ProjectionRow, S, F, A extends string, Item>(
  tx: Tx,
  server: WorkflowServer<J, Row, S, F, A, Item>,
  ids: readonly string[],
  stepsOf: (id: string) => readonly RecordStep[],
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<Row[]> {
  if (!ids.length) return [];
  if (server.alongside)
    throw new Error(
      `${server.definition.name} writes alongside its transitions: record them with transitionInTx`,
    );
  const unique = [...new Set(ids)];
  // Read and locked in one statement, in id order as lockRecords locks: its own statement before
  // this one was a second look-up of every id and a second round trip, per payroll batch.
  const records = await server
    .rows(tx)
    .where(inArray(server.id, unique))
    .orderBy(asc(server.id))
    .for('no key update', { of: server.table });
  if (records.length !== unique.length) throw notFound();
  const changes = records.map((record): PlannedChange<Row> => {
    const before = server.row(record);
    let row = before;
    const events: PlannedChange<Row>['events'] = [];
    for (const step of stepsOf(before.id)) {
      if ('event' in step) {
        const facts = server.factsAt?.(record, row) ?? server.facts(record);
        const plan = planTransition(server, row, facts, step.event, origin);
        row = plan.next;
        events.push({ type: plan.type, payload: plan.payload, version: row.version, origin });
      } else {
        const payload = checkPayload(server.events, step.fact.type, step.fact.payload);
        row = server.reduce(row, {
          ...projectedOrigin(origin),
          type: step.fact.type,
          version: row.version + 1,
          payload,
        });
        events.push({ type: step.fact.type, payload, version: row.version, origin });
      }
    }
    return { before, events, after: row };
  });
  await recordInBulk(tx, server, changes, deliverTo);
  return changes.map((c) => c.after);
}
