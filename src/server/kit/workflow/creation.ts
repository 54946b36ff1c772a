import { getTableColumns, isSQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z, type ZodType } from 'zod';

/** The columns the status kit writes itself: a creation never carries them. */
const KIT_COLUMNS = ['status', 'version', 'created_at'];
const INTEGERS = ['PgInteger', 'PgSmallInt', 'PgBigInt53'];

/** A column's value as a creation payload checks it; a type the kit does not know is the resource's to say. */
function schemaOf(key: string, c: PgColumn): ZodType {
  if (c.columnType === 'PgUUID') return z.uuid();
  if (INTEGERS.includes(c.columnType)) return z.number().int();
  if (c.dataType === 'string') return z.string();
  if (c.dataType === 'boolean') return z.boolean();
  throw new Error(`creationOf: say the schema of column ${key} (${c.columnType})`);
}

/** What the row takes for a column its creation left out: the column's plain default, or null. */
const defaultOf = (c: PgColumn) =>
  c.default === undefined || isSQLWrapper(c.default) ? null : (c.default as unknown);

/**
 * A status workflow's creation (`created`, `createdRow` of `defineStatusWorkflowServer`) from its
 * table: the payload is the table's own columns (its id, the others required unless they have a
 * default or take null), not the kit's (`status`, `version`, `created_at`), nor those its events
 * stamp or `omit` names (a rejection's reason), which the row starts with at their default or null.
 * `schemas` narrows a column's check beyond its type (a rate's range).
 */
export function creationOf<T extends PgTable>(
  table: T,
  workflow: { stamps: Readonly<Record<string, string | undefined>> },
  options: { schemas?: Readonly<Record<string, ZodType>>; omit?: readonly string[] } = {},
) {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const left = new Set([
    ...KIT_COLUMNS,
    ...Object.values(workflow.stamps),
    ...(options.omit ?? []),
  ]);
  const given = columns.filter(([key]) => !left.has(key));
  const shape = Object.fromEntries(
    given.map(([key, c]) => {
      const schema = options.schemas?.[key] ?? schemaOf(key, c);
      if (c.primary || (c.notNull && !c.hasDefault)) return [key, schema];
      return [key, c.notNull ? schema.optional() : schema.nullable().optional()];
    }),
  );
  const defaults = Object.fromEntries(
    columns.filter(([key]) => !KIT_COLUMNS.includes(key)).map(([key, c]) => [key, defaultOf(c)]),
  );
  const created = z.strictObject(shape);
  type Created = Omit<T['$inferSelect'], 'status' | 'version' | 'created_at'>;
  const createdRow = (payload: z.infer<typeof created>): Created => {
    const set = Object.entries(payload).filter(([, value]) => value !== undefined);
    return { ...defaults, ...Object.fromEntries(set) } as Created;
  };
  return { created, createdRow };
}
