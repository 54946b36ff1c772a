import { z } from 'zod';
import { DOCUMENT_STATUSES, DOCUMENT_SUBJECTS } from '../documents/document-kinds';

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
