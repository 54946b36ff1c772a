import { index, pgTable, text } from 'drizzle-orm/pg-core';
import {
  addressColumns,
  clientOrgColumns,
  clientOrgIndexes,
} from '../../server/db/schema/client-org';

/** A client's departments, each with the address it sits at. */
export const departments = pgTable(
  'departments',
  { ...clientOrgColumns(), name: text('name').notNull(), ...addressColumns() },
  (t) => [
    ...clientOrgIndexes('departments', t, t.name),
    index('departments_client_idx').on(t.client_id, t.name),
  ],
);
