import { count, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { DynamicSelect } from './resource-query';

/**
 * The part of a list's query that only names its table: the count of its rows, its ids alone (so
 * the kit picks a page's ids before joining, see ResourceQuery.keys) and its id column. Spread it
 * into a ResourceQuery beside `rows`, filters and sorts; a list whose count needs joins or sums
 * writes its own `count` after the spread.
 */
export function tableQuery(table: PgTable & { id: PgColumn }) {
  return {
    id: table.id,
    count: (db: Db) =>
      db.select({ n: count() }).from(table).$dynamic() as unknown as DynamicSelect<{ n: number }>,
    keys: (db: Db) =>
      db.select({ id: table.id }).from(table).$dynamic() as unknown as DynamicSelect<{
        id: string;
      }> &
        SQLWrapper,
  };
}
