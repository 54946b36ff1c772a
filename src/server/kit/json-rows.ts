import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { rawRows } from '../db/raw-rows';

/**
 * Inserts rows as one JSON parameter (`jsonb_populate_recordset` over the table's own row type)
 * rather than one parameter per value: drizzle's building of a 500-row multi-row insert was tens
 * of milliseconds of the event loop per chunk (the month-end batch's transactions, items, rates and
 * lines: about half the job's CPU, docs/scale.md), this is one `JSON.stringify`. The columns are
 * those the rows name (a row leaving one out writes null there); the others take their defaults.
 * Values are plain JSON (text, numbers, booleans, dates as ISO strings); a jsonb column takes its
 * value as is (an object, or null for SQL null). Answers the `returning` columns of the rows
 * written, as the driver gives them.
 */
export async function insertJsonRows<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  {
    onConflictDoNothing = false,
    returning = [],
  }: { onConflictDoNothing?: boolean; returning?: readonly K[] } = {},
): Promise<Pick<T['$inferSelect'], K>[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const nameOf = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return `"${column.name}"`;
  };
  const names = keys.map(nameOf).join(', ');
  // A key missing from a row (or undefined, which JSON leaves out) reads as null either way: rows
  // whose keys are their columns' names go out as they are, without a copy of each.
  const json = keys.every((k) => columns[k]!.name === k)
    ? rows
    : rows.map((r) =>
        Object.fromEntries(
          keys.map((k) => [columns[k]!.name, (r as Record<string, unknown>)[k] ?? null]),
        ),
      );
  const type = `"${getTableName(table)}"`;
  const answer = await tx.execute(
    sql`insert into ${sql.raw(type)} (${sql.raw(names)})
        select ${sql.raw(names)} from jsonb_populate_recordset(null::${sql.raw(type)}, ${JSON.stringify(json)}::jsonb)
        ${sql.raw(onConflictDoNothing ? 'on conflict do nothing' : '')}
        ${sql.raw(returning.length ? `returning ${returning.map((k) => `${nameOf(k)} as "${k}"`).join(', ')}` : '')}`,
  );
  return rawRows<Pick<T['$inferSelect'], K>>(answer);
}
