import { asc, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { appendEvents, lostRace, type EventOrigin } from '../../events/store';
import { checkPayload } from '../../events/payloads';
import type { Subscriber } from '../../events/subscriber';
import { projectedOrigin } from './plan';
import type { ProjectionRow, WorkflowServer } from './server';

/**
 * `recordFact` for many records of one workflow at once (an invoice locking its timesheets): the
 * records are locked in id order, one multi-row append chains an event on each stream at its next
 * version, and one statement writes every projection the workflow's reducer folded, only where its
 * version is still the one read. A month's invoices write a few statements per invoice, not per record.
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
  if (!rows.length) return [];
  const payload = checkPayload(server.events, fact.type, fact.payload);
  await appendEvents(
    tx,
    server.events,
    rows.map((row) => ({ streamId: row.id, version: row.version + 1, type: fact.type, payload, origin })),
    deliverTo,
  );
  const next = rows.map((row) =>
    server.reduce(row, { ...projectedOrigin(origin), type: fact.type, version: row.version + 1, payload }),
  );
  const changed = changedColumns(rows, next);
  // The projection's keys are its column names (the schema's convention), so the folded rows
  // read back as records of the table itself.
  const name = sql.identifier(getTableName(table as PgTable));
  const updated = await tx.execute(sql`
    update ${table} t set ${sql.join(
      changed.map((c) => sql`${sql.identifier(c)} = r.${sql.identifier(c)}`),
      sql`, `,
    )}
    from jsonb_populate_recordset(null::${name}, ${JSON.stringify(next)}::jsonb) r
    where t.id = r.id and t.version = r.version - 1
    returning t.id`);
  if ((updated as unknown as { rows: unknown[] }).rows.length !== rows.length)
    throw lostRace(server.definition.stateLabel(server.storedOf(rows[0]!)), fact.type);
  return next;
}

/** The columns the fact changes in any of the rows (the version always). */
function changedColumns<Row extends ProjectionRow>(rows: readonly Row[], next: readonly Row[]): string[] {
  const columns = new Set<string>(['version']);
  for (const [i, row] of rows.entries())
    for (const [k, v] of Object.entries(next[i]!))
      if (k !== 'id' && JSON.stringify(v) !== JSON.stringify(row[k as keyof Row])) columns.add(k);
  return [...columns];
}
