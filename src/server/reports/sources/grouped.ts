import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The key that stands for rows with no group (a bill without an assignment): sorts first. */
export const NO_GROUP = '00000000-0000-0000-0000-000000000000';

/** Rows of a raw statement, on PostgreSQL and PGlite alike. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * One batch of a grouped report: `inner` yields a `key` column (text that orders as the report does)
 * and the values summed per key; the groups after `after` are read, `limit` of them, in key order.
 */
export const groupedBatch = (
  inner: SQL,
  sums: readonly string[],
  after: string | null,
  limit: number,
) => sql`
  select g.key, ${sql.raw(sums.map((s) => `sum(g.${s})::bigint as ${s}`).join(', '))}
  from (${inner}) g
  ${after === null ? sql`` : sql`where g.key > ${after}`}
  group by g.key order by g.key limit ${limit}`;

export const groupCount = (inner: SQL) =>
  sql`select count(distinct g.key)::int as n from (${inner}) g`;
