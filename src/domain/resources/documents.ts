import { WorkerDocument } from '../contracts/documents';
import { verificationActionMeta } from '../documents/verification-actions';
import { defineResource } from './define';
import { documentsQuery } from './documents-query';

/** Uploaded documents of every subject; each subject's page is this list narrowed to it. */
export const documentsResource = defineResource({
  name: 'documents',
  apiPath: '/documents',
  specPaths: [
    '/contractor_documents',
    '/client_documents',
    '/employer_documents',
    '/platform_documents',
    '/verifications',
  ],
  labels: { singular: 'Document', plural: 'Documents' },
  item: WorkerDocument,
  query: documentsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'subject', value: (r) => r.subject },
    { header: 'document_type', value: (r) => r.document_type_label },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'client', value: (r) => r.client_name },
    { header: 'partner', value: (r) => r.partner_name },
    { header: 'expires_on', value: (r) => r.expires_on },
    { header: 'status', value: (r) => r.status },
    { header: 'rejection_reason', value: (r) => r.rejection_reason },
    { header: 'file_name', value: (r) => r.file_name },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: verificationActionMeta,
});
