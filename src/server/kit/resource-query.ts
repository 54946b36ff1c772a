import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { User } from '../../domain/contracts/user';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import type { ServerListQuery } from '../../domain/resources/list-query-schema';
import type { Db } from '../db/client';
import type { ListRequest } from './list';
import type { TenantColumns } from './scope';

/**
 * A drizzle select in dynamic mode (`.$dynamic()`), so the kit can add where, order and paging, and
 * run it with its values bound to placeholders, prepared once per shape of request.
 */
export interface DynamicSelect<Row> extends PromiseLike<Row[]> {
  where(where: SQL | undefined): this;
  orderBy(...order: SQL[]): this;
  limit(n: number | Placeholder): this;
  offset(n: number | Placeholder): this;
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
  execute(values?: Record<string, unknown>): Promise<Row[]>;
  toSQL(): { sql: string; params: unknown[] };
}

/** What only a resource knows about its SQL; the kit does the rest (scope, filters, order, paging). */
export interface ResourceQuery<
  Row,
  D extends ListQueryDescriptor,
  Totals extends { n: number } = { n: number },
> {
  /** The rows with their joins. */
  rows: (db: Db) => DynamicSelect<Row>;
  /**
   * `{ id }` from the resource's own table alone, when its filters, scope and sorts read no joined
   * column: a page's ids are then picked there (an index often gives them in order) and only those
   * rows are joined, instead of joining every matching row to keep fifty. A page planned with its
   * values every run picks its ids in a statement of its own, and the join keeps one plan.
   */
  keys?: (db: Db) => DynamicSelect<{ id: string }> & SQLWrapper;
  /**
   * `{ n: count() }` over the same rows, plus any sums the list reports (see `totals`); it may leave
   * out joins that neither filters nor scope read.
   */
  count: (db: Db) => DynamicSelect<Totals>;
  /** What the list's `meta` adds beside `total`, from the same aggregate row. */
  totals?: (row: Totals) => Record<string, unknown>;
  /**
   * Where the count and sums come from when not from counting the matching rows: a resource that
   * keeps rollups answers from them, and calls `countRows` for what they cannot answer.
   */
  aggregate?: (
    db: Db,
    req: ListRequest<D>,
    countRows: (req: ListRequest<D>) => Promise<Totals>,
  ) => Promise<Totals>;
  /**
   * A condition every list of the resource adds to the query's filters (e.g. hide deleted rows unless
   * asked). It may read which filters the query has, not their values: the kit prepares one statement
   * per set of filters present.
   */
  where?: (q: ServerListQuery<D>) => SQL | undefined;
  /**
   * A condition that depends on who asks, not on their tenant (kinds of rows only some roles may
   * see): `key` names it among the prepared statements, so it holds no per-user values, and its
   * condition is built only when that statement is.
   */
  gate?: (user: User) => { key: string; condition: () => SQL } | undefined;
  /** Unique: the last key of every order, so pages never overlap or skip. */
  id: PgColumn;
  /** The column each filter compares; a date range compares one column with both ends. */
  filters: { [K in keyof D['filters']]: PgColumn | SQL };
  /** What each sort key orders by, before the id tiebreaker. */
  sorts: { [K in D['sorts'][number]]: (PgColumn | SQL)[] };
  /**
   * Set when PostgreSQL may keep one plan of the list's statements for every run (`planReusingDb`):
   * for a query that costs as much to plan as to run and whose generic plan is as good as a custom
   * one (check with EXPLAIN under `plan_cache_mode=force_generic_plan`). Others plan every run,
   * and so does a request that filters by a text pattern or a date range: how many rows those match
   * depends on the value, which a generic plan does not see (an admin's job title filter on
   * assignments: 9 ms generic against 5.6 ms planned with it).
   */
  reusePlans?: true;
}

/** How a resource's rows become its API items, and whose rows a user sees. */
export interface ResourceServer<
  Row,
  Item,
  D extends ListQueryDescriptor,
  Totals extends { n: number } = { n: number },
> {
  query: ResourceQuery<Row, D, Totals>;
  scope: TenantColumns;
  /**
   * A resource whose rows each belong to one user (notifications): every user, admins too, sees only
   * rows whose column holds their own id, in place of the tenant scope.
   */
  owner?: PgColumn;
  toDto: (row: Row, viewer: User) => Item;
}
