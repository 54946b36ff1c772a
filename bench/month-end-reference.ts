import { readFileSync } from 'node:fs';
import pg from 'pg';
import { referencedFirst, upsertSql } from './written-rows';

/**
 * The reference of the month-end row, in a process of its own and with no product code: on a
 * scratch copy of the database as it was before the product's run, it writes the rows the product
 * wrote (read back from the product's copy: invoice runs, invoices, lines, transactions and items,
 * fixed rates, the timesheets' lock, their events with the product's hashes) one transaction per
 * client, one multi-row upsert per table. Prints one JSON line: seconds, clients, statements.
 * Usage: `node --import tsx bench/month-end-reference.ts <database url> <writes JSON file>`.
 */
const [url, file] = process.argv.slice(2);
if (!url || !file) throw new Error('usage: month-end-reference <database url> <writes JSON file>');
const writes = JSON.parse(readFileSync(file, 'utf8')) as { clients: [string, Record<string, unknown[]>][] };
const tables = [...new Set(writes.clients.flatMap(([, byTable]) => Object.keys(byTable)))];

const db = new pg.Client({ connectionString: url });
await db.connect();
const { rows: columns } = await db.query<{ table: string; column: string }>(
  `select table_name as table, column_name as column from information_schema.columns
    where table_schema = 'public' and table_name = any($1) order by ordinal_position`,
  [tables],
);
const { rows: keys } = await db.query<{ table: string; column: string }>(
  `select c.conrelid::regclass::text as table, a.attname as column
     from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'p' and c.conrelid::regclass::text = any($1)`,
  [tables],
);
const { rows: references } = await db.query<{ from: string; to: string }>(
  `select conrelid::regclass::text as from, confrelid::regclass::text as to from pg_constraint
    where contype = 'f' and conrelid::regclass::text = any($1)`,
  [tables],
);
const statementOf = new Map(
  tables.map((t) => [
    t,
    upsertSql(
      t,
      columns.filter((c) => c.table === t).map((c) => c.column),
      keys.filter((k) => k.table === t).map((k) => k.column),
    ),
  ]),
);
const order = referencedFirst(tables, references);

let statements = 0;
const started = performance.now();
for (const [, byTable] of writes.clients) {
  await db.query('begin');
  for (const table of order) {
    const rows = byTable[table];
    if (!rows?.length) continue;
    await db.query(statementOf.get(table)!, [JSON.stringify(rows)]);
    statements++;
  }
  await db.query('commit');
  statements += 2;
}
const seconds = (performance.now() - started) / 1000;
await db.end();
console.log(JSON.stringify({ seconds, clients: writes.clients.length, statements, order }));
