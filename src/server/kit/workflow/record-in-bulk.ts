import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { EventStream } from '../../events/payloads';
import { appendEvents, lostRace, type EventOrigin, type NewEvent } from '../../events/store';
import type { Subscriber } from '../../events/subscriber';
import type { ProjectionRow } from './server';

/** One record's events planned in memory (planTransition, the reducer) and the row they leave. */
export interface PlannedChange<Row> {
  before: Row;
  events: {
    type: string;
    payload: Record<string, unknown>;
    version: number;
    origin: EventOrigin;
  }[];
  after: Row;
}

const CHUNK = 400;

/** A projection row's value under its schema key (the table's column keys are not the row's type). */
const field = (row: ProjectionRow, key: string) => (row as unknown as Record<string, unknown>)[key];

/**
 * Records many planned changes of one workflow (its event stream and projection table) set-based: their events appended in chunks (each
 * stream in version order, delivered to `deliverTo`), then every projection row updated by one
 * statement per chunk, and only where its version is still the one the plan started from; a row
 * moved meanwhile fails the whole transaction as a lost race, as `transitionInTx` would.
 */
export async function recordInBulk<Row extends ProjectionRow>(
  tx: Tx,
  server: { events: EventStream; table: unknown },
  changes: readonly PlannedChange<Row>[],
  /** Who is told of the events: the app's `deps.subscribers`. */
  deliverTo: readonly Subscriber[],
): Promise<void> {
  const stream: NewEvent[] = changes.flatMap((c) =>
    c.events.map((e) => ({ streamId: c.before.id, ...e })),
  );
  for (let i = 0; i < stream.length; i += CHUNK)
    await appendEvents(tx, server.events, stream.slice(i, i + CHUNK), deliverTo);
  const table = server.table as PgTable;
  const columns = Object.entries(getTableColumns(table));
  const name = getTableName(table);
  for (let i = 0; i < changes.length; i += CHUNK) {
    const chunk = changes.slice(i, i + CHUNK);
    // Only the columns some row of the chunk changes (the version always): a payroll batch's
    // timesheets change four of forty-three, and every column sent is JSON written, sent and parsed.
    const changed = columns.filter(
      ([key]) =>
        key !== 'id' && chunk.some((c) => !Object.is(field(c.before, key), field(c.after, key))),
    );
    const set = changed.map(([, c]) => `"${c.name}" = r."${c.name}"`).join(', ');
    const json = chunk.map((c) => ({
      was: c.before.version,
      row: Object.fromEntries([
        ['id', c.after.id],
        ...changed.map(([key, col]) => [col.name, field(c.after, key) ?? null]),
      ]),
    }));
    const updated = await tx.execute(
      sql`update ${sql.raw(`"${name}"`)} as t set ${sql.raw(set)}
          from jsonb_array_elements(${JSON.stringify(json)}::jsonb) as e,
               lateral jsonb_populate_record(null::${sql.raw(`"${name}"`)}, e->'row') as r
          where t.id = r.id and t.version = (e->>'was')::int
          returning t.id`,
    );
    if (rawRows(updated).length !== chunk.length) throw lostRace('changed', 'bulk');
  }
}
