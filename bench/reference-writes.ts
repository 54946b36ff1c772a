import { readFileSync } from 'node:fs';
import pg from 'pg';
import { referencedFirst, upsertSql, type ReferenceInput } from './written-rows';

/**
 * The reference of the month-end and payroll rows, in a process of its own and with no product
 * code: on a scratch copy of the database as it was before the product's run, it writes the rows
 * the product wrote (read back from the product's copy, bench/written-rows.ts) one transaction per
 * owner (a client's invoices and everything under them; a paycheck and everything it marks paid),
 * one multi-row upsert per table, a referenced table before those referencing it. Rows of no owner
 * that owned rows refer to (the month-end run's own row, made by its POST) are written first, off
 * the clock. Prints one JSON line: seconds, owners, statements, the tables' order.
 * Usage: `node --import tsx bench/reference-writes.ts <database url> <writes JSON file>`.
 */
const [url, file] = process.argv.slice(2);
if (!url || !file) throw new Error('usage: reference-writes <database url> <writes JSON file>');
const { unowned, owners } = JSON.parse(readFileSync(file, 'utf8')) as ReferenceInput;
const owned = [...new Set(owners.flatMap(([, byTable]) => Object.keys(byTable)))];
const tables = [...new Set([...owned, ...Object.keys(unowned)])];

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

for (const table of order)
  if (
    unowned[table] &&
    references.some((r) => r.to === table && r.from !== table && owned.includes(r.from))
  )
    await db.query(statementOf.get(table)!, [JSON.stringify(unowned[table])]);

let statements = 0;
const started = performance.now();
for (const [, byTable] of owners) {
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
console.log(JSON.stringify({ seconds, owners: owners.length, statements, order }));
