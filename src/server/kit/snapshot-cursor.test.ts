import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { snapshotRows } from './snapshot-cursor';

// The embedded database's way (a cursor WITH HOLD, a statement a batch): the server tests cover
// PostgreSQL's when it is offered, so this one opens a PGlite of its own whatever the run uses.
const items = pgTable('items', { n: integer('n').primaryKey(), label: text('label') });
let client: PGlite;
let db: Db;
beforeAll(async () => {
  client = new PGlite();
  db = drizzle({ client }) as unknown as Db;
  await db.execute(sql`create table items (n integer primary key, label text)`);
  await db.execute(sql`insert into items select g, 'row ' || g from generate_series(1, 25) g`);
});
afterAll(async () => client.close());

const read = () => (d: Db) =>
  d
    .select()
    .from(items)
    .where(sql`${items.label} <> ${sql.placeholder('skip')}`)
    .orderBy(asc(items.n))
    .$dynamic();

it('reads every row once, in order, from the snapshot taken when it started, and closes its cursor', async () => {
  const batches: number[][] = [];
  let wrote = false;
  for await (const rows of snapshotRows(db, read(), { skip: 'row 3' }, 10)) {
    batches.push(rows.map((r) => r.n));
    if (!wrote) {
      await db.execute(sql`update items set label = 'changed'`);
      await db.execute(sql`insert into items values (100, 'new')`);
      wrote = true;
    }
  }
  expect(batches.map((b) => b.length)).toEqual([10, 10, 4]);
  expect(batches.flat()).toEqual(
    Array.from({ length: 25 }, (_, i) => i + 1).filter((n) => n !== 3),
  );
  const open = (await db.execute(
    sql`select count(*)::int as n from pg_cursors where name like ${'kit_cursor_%'}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  expect(open.rows[0]?.n).toBe(0);
});

it('a reader that stops early leaves no cursor open', async () => {
  const reading = snapshotRows(db, read(), { skip: '' }, 5);
  expect((await reading.next()).value).toHaveLength(5);
  await reading.return(undefined);
  const open = (await db.execute(
    sql`select count(*)::int as n from pg_cursors where name like ${'kit_cursor_%'}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  expect(open.rows[0]?.n).toBe(0);
});
