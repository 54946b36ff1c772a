import { and, asc, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { User } from '../../domain/contracts/user';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import type { ServerListQuery } from '../../domain/resources/list-query-schema';
import type { Db } from '../db/client';
import type { ResourceServer } from './resource-query';
import { tenantScope } from './scope';

type Server<Row, D extends ListQueryDescriptor> = ResourceServer<Row, unknown, D>;

/** `%` and `_` in a text filter match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The caller's tenant scope and every filter the query names. */
function whereOf<Row, D extends ListQueryDescriptor>(user: User, d: D, server: Server<Row, D>, q: ServerListQuery<D>): SQL | undefined {
  const values = q as Record<string, string | undefined>;
  const columns = server.query.filters as Record<string, PgColumn>;
  const parts: SQL[] = [tenantScope(user, server.scope)];
  for (const [name, spec] of Object.entries(d.filters)) {
    const column = columns[name];
    if (!column) continue;
    if (spec.kind === 'dateRange') {
      const from = values[`${name}_from`];
      const to = values[`${name}_to`];
      if (from) parts.push(gte(column, from));
      if (to) parts.push(lte(column, to));
      continue;
    }
    const value = values[name];
    if (value) parts.push(spec.kind === 'text' ? ilike(column, likePattern(value)) : eq(column, value));
  }
  return and(...parts);
}

/** The sort's columns then the id, all in the sort's direction, so equal keys keep one order. */
function orderOf<Row, D extends ListQueryDescriptor>(server: Server<Row, D>, sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const columns = (server.query.sorts as Record<string, (PgColumn | SQL)[]>)[key] ?? [];
  const direction = descending ? desc : asc;
  return [...columns, server.query.id].map((c) => direction(c));
}

export async function countRows<Row, D extends ListQueryDescriptor>(db: Db, user: User, d: D, server: Server<Row, D>, q: ServerListQuery<D>) {
  const [row] = await server.query.count(db).where(whereOf(user, d, server, q));
  return row?.n ?? 0;
}

/** Rows `offset` onwards in the query's order, at most `limit` of them. */
export function rowsOf<Row, D extends ListQueryDescriptor>(db: Db, user: User, d: D, server: Server<Row, D>, q: ServerListQuery<D>, offset: number, limit: number) {
  return server.query
    .rows(db)
    .where(whereOf(user, d, server, q))
    .orderBy(...orderOf(server, q.sort))
    .limit(limit)
    .offset(offset);
}

/** One page as `{data, meta: {page, per_page, total}}`. */
export async function listPage<Row, Item, D extends ListQueryDescriptor>(db: Db, user: User, d: D, server: ResourceServer<Row, Item, D>, q: ServerListQuery<D>) {
  const [rows, total] = await Promise.all([
    rowsOf(db, user, d, server, q, (q.page - 1) * q.per_page, q.per_page),
    countRows(db, user, d, server, q),
  ]);
  return { data: rows.map((r) => server.toDto(r, user)), meta: { page: q.page, per_page: q.per_page, total } };
}

/** One row the user may see, or undefined: another tenant's row is simply not found. */
export async function findVisible<Row, D extends ListQueryDescriptor>(db: Db, user: User, server: Server<Row, D>, id: string): Promise<Row | undefined> {
  const [row] = await server.query.rows(db).where(and(eq(server.query.id, id), tenantScope(user, server.scope)));
  return row;
}
