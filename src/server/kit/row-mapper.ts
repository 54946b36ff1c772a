import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
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

/**
 * drizzle's mapping of a select's rows (`mapResultRow`), worked out once for the select instead of
 * for every cell of every row: each column's decoder and place in the row object, and which joined
 * table's object becomes null. drizzle asks `is()` (a walk up the class chain) of each field for
 * each cell, which was 9 % of the invoices page's CPU (docs/scale.md). A joined table's object is
 * null exactly when drizzle makes it so: the table may be missing (not in `joinsNotNullableMap` as
 * true), the object's columns all come from that one table, and its first column is null.
 */
export function compileRowMapper({
  fields,
  joinsNotNullableMap,
}: RowMapping): (rows: unknown[][]) => Record<string, unknown>[] {
  const columns = fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
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

  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    const values: unknown[] = new Array(columns.length);
    for (let i = 0; i < columns.length; i++) {
      const { path, decoder } = columns[i]!;
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      values[i] = value;
      let node = result;
      for (let p = 0; p < path.length - 1; p++) {
        const chunk = path[p]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      node[path[path.length - 1]!] = value;
    }
    for (const { name, first } of nulled) if (values[first] === null) result[name] = null;
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/** Has a prepared select map its rows through `compileRowMapper` from now on; answers it. */
export function withCompiledMapping<P>(prepared: P): P {
  const query = prepared as unknown as MappedQuery;
  if (query.fields && !query.customResultMapper) query.customResultMapper = compileRowMapper(query);
  return prepared;
}
