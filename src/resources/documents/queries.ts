import { eq, sql } from 'drizzle-orm';
import type { WorkerDocument } from './contract';
import { documentTypeLabel, type DocumentStatus, type DocumentSubject } from './kinds';
import type { documentsQuery } from './query';
import type { Db, Tx } from '../../server/db/client';
import { storedFiles } from '../../server/db/schema/files';
import { clients, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';
import { signedFileUrl } from '../../server/files/signed-url';
import type { ResourceServer } from '../../server/kit/resource-query';
import { isoInstant } from '../../server/lib/instant';
import { tableQuery } from '../../server/kit/table-query';
import { documents } from './table';

export type DocumentRow = typeof documents.$inferSelect;

export const joinedColumns = {
  d: documents,
  file_id: storedFiles.id,
  url_key: storedFiles.url_key,
  file_name: storedFiles.original_name,
  content_type: storedFiles.content_type,
  byte_size: storedFiles.byte_size,
  partner_name: partners.entity_name,
  client_name: clients.entity_name,
  first_name: users.first_name,
  last_name: users.last_name,
};
export interface JoinedDocument {
  d: DocumentRow;
  file_id: string;
  url_key: string;
  file_name: string;
  content_type: string;
  byte_size: number;
  partner_name: string | null;
  client_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Documents with their file, the partner, the client and the contractor's user for the names. */
export const joined = (db: Db | Tx) =>
  db
    .select(joinedColumns)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.file_id))
    .leftJoin(partners, eq(partners.id, documents.partner_id))
    .leftJoin(clients, eq(clients.id, documents.client_id))
    .leftJoin(users, eq(users.contractor_id, documents.contractor_id));

/** Whose rows a user sees: a partner's staff their partner's, a client or contractor their own. */
export const documentScope = {
  partner_id: documents.partner_id,
  client_id: documents.client_id,
  contractor_id: documents.contractor_id,
};

/**
 * The API item. `file_url` is signed here, so only a caller who reached the row through its tenant
 * scope ever gets one.
 */
export const documentDto =
  (now: () => Date) =>
  (r: JoinedDocument): WorkerDocument => {
    const subject = r.d.subject as DocumentSubject;
    return {
      id: r.d.id,
      subject,
      document_type: r.d.document_type,
      document_type_label: documentTypeLabel(subject, r.d.document_type),
      partner_id: r.d.partner_id,
      partner_name: r.partner_name,
      contractor_id: r.d.contractor_id,
      contractor_name: r.d.contractor_id
        ? [r.first_name, r.last_name].filter(Boolean).join(' ') || '--'
        : null,
      client_id: r.d.client_id,
      client_name: r.client_name,
      expires_on: r.d.expires_on,
      status: r.d.status as DocumentStatus,
      rejection_reason: r.d.rejection_reason,
      verified_at: r.d.verified_at ? isoInstant(r.d.verified_at) : null,
      file_name: r.file_name,
      content_type: r.content_type,
      byte_size: r.byte_size,
      file_url: signedFileUrl({ id: r.file_id, url_key: r.url_key }, now()),
      created_at: isoInstant(r.d.created_at),
    };
  };

export const documentListServer = (
  now: () => Date,
): ResourceServer<JoinedDocument, WorkerDocument, typeof documentsQuery> => ({
  query: {
    rows: (db) => joined(db).$dynamic(),
    ...tableQuery(documents),
    filters: {
      subject: documents.subject,
      status: documents.status,
      contractor_id: documents.contractor_id,
      client_id: documents.client_id,
      document_type: documents.document_type,
    },
    sorts: {
      created_at: [documents.created_at],
      // Documents without an expiry sort after every dated one.
      expires_on: [sql`coalesce(${documents.expires_on}, '9999-12-31')`],
      status: [documents.status],
    },
  },
  scope: documentScope,
  toDto: documentDto(now),
});
