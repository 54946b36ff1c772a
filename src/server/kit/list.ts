import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { User } from '../../domain/contracts/user';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import type { ServerListQuery } from '../../domain/resources/list-query-schema';
import { commaValues } from '../../domain/resources/search-values';
import { planKeepingDb, planReusingDb, type Db } from '../db/client';
import { Binding, runPrepared, scopeKind } from './prepared';
import type { DynamicSelect, ResourceQuery, ResourceServer } from './resource-query';
import { tenantOf, tenantScope, type TenantColumns } from './scope';

/** What filtering and ordering read of a resource: nothing of its rows' or totals' types. */
interface Filtered<D extends ListQueryDescriptor> {
  query: Pick<ResourceQuery<unknown, D>, 'filters' | 'where' | 'gate' | 'sorts' | 'id'>;
  scope: TenantColumns;
  owner?: PgColumn;
}

/** Whose rows the caller sees: their tenant's, or, for a resource of one user's rows, their own. */
function ownerScope(
  user: User,
  server: Pick<Filtered<ListQueryDescriptor>, 'scope' | 'owner'>,
  bind: (id: string) => SQLWrapper | string = (id) => id,
): SQL {
  return server.owner ? eq(server.owner, bind(user.id)) : tenantScope(user, server.scope, bind);
}
type WithRows<Row, D extends ListQueryDescriptor> = Filtered<D> & {
  query: Pick<ResourceQuery<Row, D>, 'rows' | 'keys' | 'reusePlans'>;
};

/** One list request: who asks and the validated query (a queue's own filters already laid over it). */
export interface ListRequest<D extends ListQueryDescriptor> {
  user: User;
  q: ServerListQuery<D>;
}

/** `%` and `_` in a text filter match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const DAY_MS = 86_400_000;

/**
 * A closed range of at most 31 days (ISO dates) matches a bounded share of any table whatever its
 * dates, so a plan chosen without them is the plan chosen with them; an open or longer range may
 * match anything from none to all of the rows.
 */
const withinAMonth = (from: string | undefined, to: string | undefined) =>
  from !== undefined && to !== undefined && Date.parse(to) - Date.parse(from) <= 30 * DAY_MS;

/**
 * The caller's tenant scope, the resource's own condition, and every filter the query names: their
 * values bound at once, the condition built only when its shape has no statement yet.
 */
function whereOf<D extends ListQueryDescriptor>(
  d: D,
  server: Filtered<D>,
  { user, q }: ListRequest<D>,
  b: Binding,
): () => SQL | undefined {
  const values = q as Record<string, string | undefined>;
  // A filter compares a column or an expression (a name joined from two columns); drizzle's comparisons take either.
  const columns = server.query.filters as Record<string, PgColumn>;
  const tenant = server.owner ? { id: user.id } : tenantOf(user);
  const scope = tenant && b.bind('tenant', tenant.id);
  const gate = server.query.gate?.(user);
  if (gate) b.shape.push(`gate:${gate.key}`);
  const parts: (() => SQL | undefined)[] = [
    () => ownerScope(user, server, (id) => scope ?? id),
    () => server.query.where?.(q),
    () => gate?.condition(),
  ];
  for (const [name, spec] of Object.entries(d.filters)) {
    const column = columns[name];
    if (!column) continue;
    if (spec.kind === 'dateRange') {
      const from = values[`${name}_from`];
      const to = values[`${name}_to`];
      const selective = !withinAMonth(from, to);
      if (from) {
        const p = b.bind(`${name}_from`, from, selective);
        parts.push(() => gte(column, p));
      }
      if (to) {
        const p = b.bind(`${name}_to`, to, selective);
        parts.push(() => lte(column, p));
      }
      continue;
    }
    const value = values[name];
    if (!value) continue;
    if (spec.kind === 'text') {
      const p = b.bind(name, likePattern(value), true);
      parts.push(() => ilike(column, p));
    } else if (spec.kind === 'enumList') {
      // One parameter a value: the statement for two statuses is not the one for three.
      b.shape.push(name);
      const ps = commaValues(value).map((v, i) => b.bind(`${name}.${i}`, v));
      parts.push(() => inArray(column, ps));
    } else {
      // A boolean column compares with true/false, not with the words of the URL.
      const p = b.bind(
        name,
        'dataType' in column && column.dataType === 'boolean' ? value === 'true' : value,
      );
      parts.push(() => eq(column, p));
    }
  }
  return () => and(...parts.map((part) => part()));
}

/** The sort's columns then the id, all in the sort's direction, so equal keys keep one order. */
function orderOf<D extends ListQueryDescriptor>(server: Filtered<D>, sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const columns = (server.query.sorts as Record<string, (PgColumn | SQL)[]>)[key] ?? [];
  const direction = descending ? desc : asc;
  return [...columns, server.query.id].map((c) => direction(c));
}

/**
 * Whether a shape's statement is planned afresh every run, for the request's values it binds: when
 * its resource keeps no plans, or a value decides how many rows match. One binding none of the
 * request's values has one plan for every request, and keeps it: the parameters a resource writes
 * into its own SQL (the admin's invoice page binds four role names) are the same every run, and
 * planning them afresh cost that page 0.3 of its 0.8 ms in PostgreSQL.
 */
const plannedEveryRun = (query: { reusePlans?: true }, b: Binding) =>
  (!query.reusePlans || b.selective) && Object.keys(b.values).length > 0;

/**
 * Where a shape's statement runs: on the connections that plan every run when it is planned so;
 * elsewhere on those that keep plans (one bound by nothing of the request, or by nothing but the
 * caller's tenant, on those that always keep the one plan).
 */
function connectionsFor(given: Db, query: { reusePlans?: true }, b: Binding): Db {
  if (plannedEveryRun(query, b)) return given;
  const tenantOnly = Object.keys(b.values).every((name) => name === 'tenant');
  return tenantOnly ? planKeepingDb(given) : planReusingDb(given);
}

/** The count of matching rows and the resource's sums over them: from its rollups, or one aggregate query. */
export async function totalsOf<Row, D extends ListQueryDescriptor, T extends { n: number }>(
  given: Db,
  d: D,
  server: ResourceServer<Row, unknown, D, T>,
  req: ListRequest<D>,
): Promise<{ total: number } & Record<string, unknown>> {
  const countRows = async (r: ListRequest<D>) => {
    const b = new Binding();
    const where = whereOf(d, server, r, b);
    const db = connectionsFor(given, server.query, b);
    const key = `count ${scopeKind(r.user)} ${b.shape.join(',')}`;
    const [row] = await runPrepared(db, server.query, key, b, () =>
      server.query.count(db).where(where()),
    );
    if (!row) throw new Error('an aggregate query answers one row');
    return row;
  };
  const row = await (server.query.aggregate
    ? server.query.aggregate(given, req, countRows)
    : countRows(req));
  return { total: row.n, ...server.query.totals?.(row) };
}

/** What a page's statements are built from, each part built only when a statement is first prepared. */
interface PageParts {
  condition: () => SQL | undefined;
  order: () => SQL[];
  page: () => readonly [limit: Placeholder, offset: number | Placeholder];
}

/** Rows `offset` onwards in the query's order, at most `limit` of them. */
export function rowsOf<Row, D extends ListQueryDescriptor>(
  given: Db,
  d: D,
  server: WithRows<Row, D>,
  req: ListRequest<D>,
  offset: number,
  limit: number,
): Promise<Row[]> {
  const b = new Binding();
  const where = whereOf(d, server, req, b);
  const first = offset === 0;
  // A first page's size is written into its statement, not bound (sizes are whole numbers up to
  // PAGE_SIZE.max: a few statements). One left with no value at all (an admin's unfiltered first
  // page) has exactly one plan, which PostgreSQL keeps even where it plans every run: it plans
  // afresh only for values it could use. Offset 0 writes no clause. A later page's bound limit and
  // offset always plan with their values: a generic plan guesses a tenth of the table for a limit
  // it cannot see (the timesheet page: 1.8 s against 5 ms).
  const bound = first
    ? undefined
    : { limit: b.bind('limit', limit, true), offset: b.bind('offset', offset, true) };
  const key = `rows ${scopeKind(req.user)} ${req.q.sort} ${b.shape.join(',')}${first ? ` first ${limit}` : ''}`;
  const parts: PageParts = {
    condition: where,
    order: () => orderOf(server, req.q.sort),
    page: () => [
      bound?.limit ?? (sql.raw(String(Math.trunc(limit))) as unknown as Placeholder),
      bound?.offset ?? 0,
    ],
  };
  const { keys } = server.query;
  if (keys && plannedEveryRun(server.query, b))
    return rowsByKeys(given, server.query, keys, b, key, parts);
  const db = connectionsFor(given, server.query, b);
  return runPrepared(db, server.query, key, b, () => {
    const [limitOf, offsetOf] = parts.page();
    const condition = parts.condition();
    const order = parts.order();
    const { rows, id } = server.query;
    if (!keys)
      return rows(db)
        .where(condition)
        .orderBy(...order)
        .limit(limitOf)
        .offset(offsetOf);
    const ids = keys(db)
      .where(condition)
      .orderBy(...order)
      .limit(limitOf)
      .offset(offsetOf);
    return rows(db)
      .where(inArray(id, ids))
      .orderBy(...order);
  });
}

/**
 * A page whose ids are picked in a statement of their own and whose rows are joined in a second:
 * planning the join afresh with the values (1.5–3 ms for the timesheet page's five tables and its
 * paid check, on the 1,000,000-timesheet database) costs more than running it, where the ids alone
 * plan in 0.1 ms. The join keeps one plan for every request (`planKeepingDb`: the primary key's
 * index walked for the ids, whatever else is bound) and checks the request's condition again, so
 * a row changed between the two statements is left out rather than shown against the filter.
 */
async function rowsByKeys<Row, D extends ListQueryDescriptor>(
  given: Db,
  query: WithRows<Row, D>['query'],
  keys: NonNullable<WithRows<Row, D>['query']['keys']>,
  b: Binding,
  key: string,
  parts: PageParts,
): Promise<Row[]> {
  const picked = await runPrepared(given, query, `keys ${key}`, b, () => {
    const [limitOf, offsetOf] = parts.page();
    return keys(given)
      .where(parts.condition())
      .orderBy(...parts.order())
      .limit(limitOf)
      .offset(offsetOf);
  });
  if (!picked.length) return [];
  const kept = planKeepingDb(given);
  const withIds = new Binding();
  Object.assign(withIds.values, b.values);
  const ids = withIds.bind(
    'ids',
    picked.map((r) => r.id),
  );
  return runPrepared(kept, query, `by keys ${key}`, withIds, () =>
    query
      .rows(kept)
      .where(and(sql`${query.id} = any(${ids})`, parts.condition()))
      .orderBy(...parts.order()),
  );
}

/**
 * Every matching row in the list's order, paging ignored: the statement behind a whole download,
 * with the values it binds. Read through a cursor (`snapshotRows`), never a page at a time.
 */
export function allRowsOf<Row, D extends ListQueryDescriptor>(
  d: D,
  server: WithRows<Row, D>,
  req: ListRequest<D>,
): { build: (db: Db) => DynamicSelect<Row>; values: Record<string, unknown> } {
  const b = new Binding();
  const where = whereOf(d, server, req, b);
  return {
    build: (db) =>
      server.query
        .rows(db)
        .where(where())
        .orderBy(...orderOf(server, req.q.sort)),
    values: b.values,
  };
}

/** One page as `{data, meta: {page, per_page, total, …the resource's totals}}`. */
export async function listPage<Row, Item, D extends ListQueryDescriptor, T extends { n: number }>(
  db: Db,
  d: D,
  server: ResourceServer<Row, Item, D, T>,
  req: ListRequest<D>,
) {
  const { q, user } = req;
  const [rows, totals] = await Promise.all([
    rowsOf(db, d, server, req, (q.page - 1) * q.per_page, q.per_page),
    totalsOf(db, d, server, req),
  ]);
  return {
    data: rows.map((r) => server.toDto(r, user)),
    meta: { page: q.page, per_page: q.per_page, ...totals },
  };
}

/** One row the user may see, or undefined: another tenant's row is simply not found. */
export async function findVisible<Row, D extends ListQueryDescriptor>(
  db: Db,
  user: User,
  server: WithRows<Row, D>,
  id: string,
): Promise<Row | undefined> {
  const [row] = await server.query
    .rows(db)
    .where(and(eq(server.query.id, id), ownerScope(user, server)));
  return row;
}
