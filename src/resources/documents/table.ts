import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../server/db/schema/files';
import { clients, contractors, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';

/**
 * Uploaded documents (a worker's license, a client's insurance certificate, the employer's own
 * registrations, a partner's credentialing papers) and their verification, the projection of the
 * `document` event stream (its `chart.ts`). The bytes are a stored file.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    version: integer('version').notNull().default(1),
    /** contractor | client | employer | platform (`kinds.ts`). */
    subject: text('subject').notNull(),
    document_type: text('document_type').notNull(),
    partner_id: uuid('partner_id').references(() => partners.id),
    contractor_id: uuid('contractor_id').references(() => contractors.id),
    client_id: uuid('client_id').references(() => clients.id),
    file_id: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    expires_on: date('expires_on', { mode: 'string' }),
    /** pending | verified | rejected: the chart's state. */
    status: text('status').notNull().default('pending'),
    rejection_reason: text('rejection_reason'),
    verified_by_user_id: uuid('verified_by_user_id').references(() => users.id),
    verified_at: timestamp('verified_at', { withTimezone: true, mode: 'string' }),
    uploaded_by_user_id: uuid('uploaded_by_user_id')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('documents_partner_idx').on(t.partner_id, t.subject, t.created_at),
    index('documents_contractor_idx').on(t.contractor_id),
    index('documents_client_idx').on(t.client_id),
    index('documents_status_idx').on(t.status, t.created_at),
  ],
);
