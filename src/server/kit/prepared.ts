import { sql, type Placeholder } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import type { Db } from '../db/client';
import type { DynamicSelect } from './resource-query';
import { compiledStatement } from './row-mapper';
import { tenantOf } from './scope';

/**
 * A request's values as statement parameters, and its shape: the names it bound, in order, which with
 * the sort and the caller's kind of tenant say which SQL the kit builds. Requests of one shape share
 * one prepared statement and differ only in these values.
 */
export class Binding {
  readonly shape: string[] = [];
  readonly values: Record<string, unknown> = {};
  /**
   * Set when a bound value decides how many rows match or are read (a text pattern, a date range
   * open at one end or longer than a month, a later page's limit and offset): a plan chosen
   * without the values, as a kept generic plan is, would guess that count.
   */
  selective = false;
  bind(name: string, value: unknown, selective = false): Placeholder {
    this.shape.push(name);
    this.values[name] = value;
    this.selective ||= selective;
    return sql.placeholder(name);
  }
}

/** At most this many statements a resource prepares per database; rarer shapes are built per request. */
const MAX_SHAPES = 200;
const statements = new WeakMap<Db, WeakMap<object, Map<string, Prepared<unknown>>>>();
let serial = 0;

interface Prepared<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/**
 * Runs the statement of the request's shape (`key`, among the statements of `owner`: a resource's
 * query, or a function running its own), built and prepared the first time the shape comes: the SQL
 * is built once per shape instead of once per request, and PostgreSQL parses and plans it once per
 * connection; its rows are mapped by a mapper compiled for it (`compileRowMapper`). Names are unique in the process, so no two texts ever share one on a connection.
 */
export function runPrepared<Row>(
  db: Db,
  owner: object,
  key: string,
  b: Binding,
  build: () => DynamicSelect<Row>,
): Promise<Row[]> {
  let byOwner = statements.get(db);
  if (!byOwner) statements.set(db, (byOwner = new WeakMap()));
  let shapes = byOwner.get(owner);
  if (!shapes) byOwner.set(owner, (shapes = new Map()));
  let prepared = shapes.get(key) as Prepared<Row> | undefined;
  if (!prepared) {
    // A hostile caller can make many shapes (every mix of filters): past the bound they still work, unprepared.
    if (shapes.size >= MAX_SHAPES) return build().execute(b.values);
    prepared = compiledStatement(build().prepare(`kit_${++serial}`));
    shapes.set(key, prepared);
  }
  return prepared.execute(b.values);
}

/** What of a request's SQL depends on the caller beside the values: admins see all, tenants their own. */
export const scopeKind = (user: User) => `${user.user_type}:${tenantOf(user) ? 'tenant' : 'none'}`;
