import { bigint, integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money: integer cents in a bigint, read as a number (every amount the product keeps fits in 2^53). */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A moment with its zone, read as the database's string (the DTO turns it into ISO 8601). */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A required reference to another table's row. */
export const refersTo = (name: string, to: () => AnyPgColumn) =>
  uuid(name).notNull().references(to);

/**
 * The columns every status workflow's projection has, as `defineStatusWorkflowServer` reads and writes
 * them: its id, the `status` (the chart's state, `initial` until an event moves it), the `version` its
 * optimistic lock counts and `created_at`. The table adds its own columns beside them.
 */
export const workflowColumns = <S extends string>(initial: S) => ({
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<S>().notNull().default(initial),
  version: integer('version').notNull().default(1),
  created_at: moment('created_at').notNull().defaultNow(),
});
