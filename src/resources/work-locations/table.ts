import { index, pgTable, text } from 'drizzle-orm/pg-core';
import {
  addressColumns,
  clientOrgColumns,
  clientOrgIndexes,
} from '../../server/db/schema/client-org';

/** The places a client's workers work at, each with its address. */
export const workLocations = pgTable(
  'work_locations',
  { ...clientOrgColumns(), name: text('name').notNull(), ...addressColumns() },
  (t) => [
    ...clientOrgIndexes('work_locations', t, t.name),
    index('work_locations_client_idx').on(t.client_id, t.name),
  ],
);
