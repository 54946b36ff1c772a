import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientOrgColumns, clientOrgIndexes } from '../../server/db/schema/client-org';

/** The codes a client's time is booked to; a code is unique within its client. */
export const projectCodes = pgTable(
  'project_codes',
  {
    ...clientOrgColumns(),
    code: text('code').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...clientOrgIndexes('project_codes', t, t.code),
    uniqueIndex('project_codes_client_code_key').on(t.client_id, t.code),
  ],
);
