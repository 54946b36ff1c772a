import {
  Column,
  fillPlaceholders,
  getTableName,
  is,
  noopDecoder,
  SQL,
  Subquery,
} from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';

/**
 * How drizzle maps a select's rows (its ordered fields and which joined tables may be all null):
 * read from the select's own prepared query. These members are marked internal in drizzle's types.
 */
export interface RowMapping {
  fields: SelectedFieldsOrdered;
  joinsNotNullableMap?: Record<string, boolean>;
}

/** What a prepared select runs its rows through instead of drizzle's own mapping, when set. */
interface MappedQuery extends RowMapping {
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

// An expression's decoder is internal in drizzle's types.
const decoderIn = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: SelectedFieldsOrdered[number]['field']): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderIn(field);
  if (is(field, Subquery)) return decoderIn((field._ as unknown as { sql: SQL }).sql);
  return decoderIn((field as SQL.Aliased).sql);
}

/** A select's fields as the row object's tree: each name leads to a field's index or to an object. */
type Tree = Map<string, number | Tree>;

function treeOf(fields: SelectedFieldsOrdered): Tree {
  const root: Tree = new Map();
  fields.forEach(({ path }, i) => {
    let node = root;
    for (const chunk of path.slice(0, -1)) {
      let next = node.get(chunk);
      if (!(next instanceof Map)) node.set(chunk, (next = new Map()));
      node = next;
    }
    node.set(path[path.length - 1]!, i);
  });
  return root;
}

/** Decoders that hand the driver's value back as it is: their cells are copied, not called. */
const keepsValue = (d: Decoder) =>
  d.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
  d.mapFromDriverValue === noopDecoder.mapFromDriverValue;

/**
 * drizzle's mapping of a select's rows (`mapResultRow`), worked out once for the select instead of
 * for every cell of every row: each column's decoder and place in the row object, and which joined
 * table's object becomes null. drizzle asks `is()` (a walk up the class chain) of each field for
 * each cell, which was 9 % of the invoices page's CPU (docs/scale.md). A joined table's object is
 * null exactly when drizzle makes it so: the table may be missing (not in `joinsNotNullableMap` as
 * true), the object's columns all come from that one table, and its first column is null.
 *
 * The mapping is generated as one function writing each row as object literals: objects built key
 * by key took 2.8 µs a row of the timesheet page (43 columns, 5 joins), 5 % of its CPU at c=10.
 * Its text holds only the select's own field names, each written as a JSON string.
 */
export function compileRowMapper({
  fields,
  joinsNotNullableMap,
}: RowMapping): (rows: unknown[][]) => Record<string, unknown>[] {
  const decoders = fields.map(({ field }) => decoderOf(field));
  // The objects drizzle may null: keyed by name, the index of their first table column.
  const nullable = new Map<string, { first: number; table: string | false }>();
  if (joinsNotNullableMap)
    fields.forEach(({ path, field }, i) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const seen = nullable.get(path[0]!);
      if (!seen) nullable.set(path[0]!, { first: i, table });
      else if (seen.table !== table) seen.table = false;
    });
  const nulled = [...nullable]
    .filter(([, { table }]) => table !== false && !joinsNotNullableMap?.[table])
    .map(([name, { first }]) => ({ name, first }));

  const cell = (i: number) =>
    keepsValue(decoders[i]!)
      ? `row[${i}]`
      : `(row[${i}] === null ? null : d[${i}].mapFromDriverValue(row[${i}]))`;
  const literal = (tree: Tree): string =>
    `{${[...tree]
      .map(([key, v]) => `${JSON.stringify(key)}: ${typeof v === 'number' ? cell(v) : literal(v)}`)
      .join(', ')}}`;
  const body = [
    `const r = ${literal(treeOf(fields))};`,
    ...nulled.map(
      ({ name, first }) => `if (row[${first}] === null) r[${JSON.stringify(name)}] = null;`,
    ),
    'return r;',
  ].join('\n');
  const mapRow = new Function('row', 'd', body) as (
    row: unknown[],
    d: Decoder[],
  ) => Record<string, unknown>;
  return (rows) => rows.map((row) => mapRow(row, decoders));
}

/** What node-postgres's prepared select holds: its driver, its config and its parameters. */
interface NodePgQuery {
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig: object;
  params: unknown[];
}

/**
 * A prepared select whose rows are mapped by `compileRowMapper`. On node-postgres it sends its
 * statement to the driver itself: drizzle's `execute` wraps every run in three async layers of
 * tracing spans and a cache lookup (no-ops here), each a promise and a turn of the microtask queue.
 */
export function compiledStatement<Row>(prepared: {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}): { execute(values?: Record<string, unknown>): Promise<Row[]> } {
  const query = prepared as unknown as MappedQuery;
  if (!query.fields || query.customResultMapper) return prepared;
  const map = compileRowMapper(query);
  query.customResultMapper = map;
  if (!is(prepared, NodePgPreparedQuery)) return prepared;
  const { client, queryConfig, params } = prepared as unknown as NodePgQuery;
  return {
    execute: async (values = {}) =>
      map((await client.query(queryConfig, fillPlaceholders(params, values))).rows) as Row[],
  };
}
