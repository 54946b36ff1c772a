import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { nextTurn } from './next-turn';
import type { DynamicSelect } from './resource-query';
import { compileRowMapper, type RowMapping } from './row-mapper';

let serial = 0;

/**
 * Every row of `build(db)` in its order, `batch` rows at a time, from one snapshot, through a
 * server-side cursor: the query is planned and sorted once, each batch continues where the last one
 * stopped (no OFFSET, so a whole export costs one pass), and rows written meanwhile are not seen.
 *
 * On PostgreSQL the cursor lives in a REPEATABLE READ, READ ONLY transaction on a connection of its
 * own, held until the last batch is read or the reader stops (`return()`: a download cut off).
 * The embedded database has one connection that every request shares, so a transaction held for a
 * whole download would stop all of them: there the cursor is declared WITH HOLD, which keeps the
 * result of its one statement (its snapshot) after that statement commits, and each batch is read
 * as a statement of its own with a turn of the event loop between.
 */
export async function* snapshotRows<Row>(
  db: Db,
  build: (db: Db) => DynamicSelect<Row>,
  values: Record<string, unknown>,
  batch: number,
): AsyncGenerator<Row[]> {
  const pool = (db as unknown as { $client: unknown }).$client;
  const name = `kit_cursor_${++serial}`;
  if (!(pool instanceof pg.Pool)) {
    yield* fetchAll(db, build(db), name, 'with hold', values, batch);
    return;
  }
  const client = await pool.connect();
  let failed = true;
  try {
    await client.query('begin isolation level repeatable read read only');
    const own = drizzlePg({ client, schema }) as unknown as Db;
    yield* fetchAll(own, build(own), name, 'without hold', values, batch);
    failed = false;
  } finally {
    // A reader that stopped early ends here too: nothing was written, so either ending is safe.
    await client.query(failed ? 'rollback' : 'commit').catch(() => undefined);
    client.release();
  }
}

async function* fetchAll<Row>(
  db: Db,
  select: DynamicSelect<Row>,
  name: string,
  hold: 'with hold' | 'without hold',
  values: Record<string, unknown>,
  batch: number,
): AsyncGenerator<Row[]> {
  const session = db._.session;
  const { sql: text, params } = select.toSQL();
  await session
    .prepareQuery(
      { sql: `declare ${name} no scroll cursor ${hold} for ${text}`, params },
      undefined,
      undefined,
      false,
    )
    .execute(values);
  try {
    // The select's own mapping (drizzle has no cursor API), so the cursor's rows are the select's rows.
    const mapping = select.prepare(name) as unknown as RowMapping;
    const fetch = session.prepareQuery(
      { sql: `fetch forward ${Math.trunc(batch)} from ${name}`, params: [] },
      mapping.fields,
      undefined,
      true,
      compileRowMapper(mapping),
    );
    for (;;) {
      const rows = (await fetch.execute()) as Row[];
      if (rows.length) yield rows;
      if (rows.length < batch) return;
      if (hold === 'with hold') await nextTurn();
    }
  } finally {
    if (hold === 'with hold')
      await session.execute(sql.raw(`close ${name}`)).catch(() => undefined);
  }
}
