import { DOCUMENT_STATUSES, DOCUMENT_SUBJECTS } from './kinds';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** The document lists' query (/contractor_documents … /platform_documents, /verifications), zod-free. */
export const documentsQuery = {
  filters: {
    subject: { kind: 'enum', values: DOCUMENT_SUBJECTS },
    status: { kind: 'enum', values: DOCUMENT_STATUSES },
    contractor_id: { kind: 'uuid' },
    client_id: { kind: 'uuid' },
    document_type: { kind: 'text', max: 60 },
  },
  sorts: ['created_at', 'expires_on', 'status'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;

export type DocumentQuery = ListQuery<typeof documentsQuery>;
export type DocumentSearch = ListSearch<typeof documentsQuery>;
