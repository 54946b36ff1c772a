import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Drops `table`'s indexes that back no constraint and answers a function that builds them again
 * from their stored definitions. A bulk load between the two writes the rows alone, and each index
 * is then built once by a sort: the timesheets carry 25 indexes, most led by a uuid, which a
 * million inserts would otherwise update row by row (issue 31). The primary key and unique
 * constraints stay, so the load is checked as it is written.
 */
export async function withoutIndexes(tx: Tx, table: string): Promise<() => Promise<void>> {
  const { rows } = (await tx.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const { name } of rows) await tx.execute(sql.raw(`drop index ${name}`));
  return async () => {
    // Each build sorts the whole table: in memory rather than in runs on disk where it fits.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { definition } of rows) await tx.execute(sql.raw(definition));
  };
}
