import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rawRows } from '../db/raw-rows';

type Rebuild = () => Promise<void>;

const rowsOf = async (tx: Tx, query: ReturnType<typeof sql>) =>
  rawRows<{ name: string; definition: string }>(await tx.execute(query));

/**
 * Drops `table`'s indexes that back no constraint and answers a function that builds them again
 * from their stored definitions. A bulk load between the two writes the rows alone, and each index
 * is then built once by a sort: the timesheets carry 25 indexes, most led by a uuid, which a
 * million inserts would otherwise update row by row (issue 31). The primary key and unique
 * constraints stay, so the load is checked as it is written.
 */
export async function withoutIndexes(tx: Tx, table: string): Promise<Rebuild> {
  const rows = await rowsOf(
    tx,
    sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const { name } of rows) await tx.execute(sql.raw(`drop index ${name}`));
  return async () => {
    // Each build sorts the whole table: in memory rather than in runs on disk where it fits.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { definition } of rows) await tx.execute(sql.raw(definition));
  };
}

/**
 * Drops `table`'s foreign keys and answers a function that adds them again. A foreign key checks
 * each inserted row with a query of its own (four a timesheet: 4.5 of a batch's 11 s); added
 * back after the load, each is checked once over the whole table by one join, and a row that
 * points nowhere still fails the seed.
 */
export async function withoutForeignKeys(tx: Tx, table: string): Promise<Rebuild> {
  const rows = await rowsOf(
    tx,
    sql`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`,
  );
  for (const { name } of rows)
    await tx.execute(sql.raw(`alter table ${table} drop constraint "${name}"`));
  return async () => {
    for (const { name, definition } of rows)
      await tx.execute(sql.raw(`alter table ${table} add constraint "${name}" ${definition}`));
  };
}
