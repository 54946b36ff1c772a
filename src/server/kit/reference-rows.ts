import { getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Makes a platform table hold exactly the rows of a cited data file (workplace posters): inserts the
 * new, updates the changed, deletes those the file no longer lists, keyed by `key`, in one
 * transaction. Run on every start, so a corrected data file reaches databases seeded before it; a
 * row whose values are unchanged is left alone, so a start after the first writes nothing.
 */
export async function syncReferenceRows<T extends PgTable>(
  db: Db,
  table: T,
  key: PgColumn,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields = Object.keys(rows[0] ?? {}).filter((f) => columns[f] && columns[f] !== key);
  const set: Record<string, SQL> = {};
  for (const f of fields) set[f] = sql.raw(`excluded."${columns[f]!.name}"`);
  const changed = sql.join(
    fields.map((f) => sql`${columns[f]} is distinct from ${set[f]}`),
    sql` or `,
  );
  const keys = rows.map((r) => (r as Record<string, unknown>)[keyField(columns, key)]);
  await db.transaction(async (tx) => {
    if (rows.length)
      await tx
        .insert(table)
        .values(rows as T['$inferInsert'][])
        .onConflictDoUpdate({ target: key, set, setWhere: fields.length ? changed : undefined });
    await tx.delete(table).where(keys.length ? notInArray(key, keys) : undefined);
  });
}

function keyField(columns: Record<string, PgColumn>, key: PgColumn): string {
  const found = Object.keys(columns).find((f) => columns[f] === key);
  if (!found) throw new Error(`${key.name} is not a column of the table`);
  return found;
}
