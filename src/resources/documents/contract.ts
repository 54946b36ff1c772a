import { z } from 'zod';
import { canEditVerification } from '../../domain/policy/capabilities';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import { DOCUMENT_STATUSES, DOCUMENT_SUBJECTS } from './kinds';
import { documentsQuery } from './query';

/** One uploaded document and where its verification stands, as the API sends it. */
export const WorkerDocument = z.object({
  id: z.uuid(),
  subject: z.enum(DOCUMENT_SUBJECTS),
  document_type: z.string(),
  document_type_label: z.string(),
  partner_id: z.uuid().nullable(),
  partner_name: z.string().nullable(),
  contractor_id: z.uuid().nullable(),
  contractor_name: z.string().nullable(),
  client_id: z.uuid().nullable(),
  client_name: z.string().nullable(),
  expires_on: z.iso.date().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  rejection_reason: z.string().nullable(),
  verified_at: z.iso.datetime({ offset: true }).nullable(),
  file_name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  /** A short-lived download link (`/v2/files/{id}?jwt=…`), given only to those who see the document. */
  file_url: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type WorkerDocument = z.infer<typeof WorkerDocument>;

/** What an upload says about the file it carries: the text fields of its multipart form (the file is the `file` part). */
export const DocumentUploadForm = z.object({
  subject: z.enum(DOCUMENT_SUBJECTS),
  document_type: z.string().min(1).max(60),
  expires_on: z.iso.date().optional(),
  /** Whose document: the contractor or client it is about (partner staff and admins name them). */
  contractor_id: z.uuid().optional(),
  client_id: z.uuid().optional(),
  /** Admins name the partner of an employer or platform document. */
  partner_id: z.uuid().optional(),
});
export type DocumentUploadForm = z.infer<typeof DocumentUploadForm>;

export const VERIFICATION_ACTIONS = ['verify', 'reject', 'reopen'] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];

const who = 'admins and document verifiers';

/** Spec §6 "Verification edited by admin or document_verifier": every action, the same people. */
export const verificationActionMeta: Record<VerificationAction, ActionMeta> = {
  verify: { label: 'Verify', tone: 'primary', who, may: canEditVerification },
  reject: { label: 'Reject', needs: 'reason', tone: 'danger', who, may: canEditVerification },
  reopen: { label: 'Reopen', confirm: true, tone: 'neutral', who, may: canEditVerification },
};

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
  detailPath: '/documents/{id}',
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
