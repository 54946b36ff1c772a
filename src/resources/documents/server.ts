import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { canEditVerification } from '../../domain/policy/capabilities';
import { sessionOf } from '../../server/auth/session';
import { users } from '../../server/db/schema/users';
import type { Deps } from '../../server/deps';
import { appendEvents, withEvents } from '../../server/events/store';
import { saveUpload } from '../../server/files/save';
import { acceptFileParts } from '../../server/files/upload-parser';
import { fieldError } from '../../server/kit/form';
import { findVisible } from '../../server/kit/list';
import { declareList } from '../../server/kit/list-count';
import { registerList } from '../../server/kit/register';
import { originOf, requestOrigin } from '../../server/kit/workflow/origin';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { notFound } from '../../server/lib/errors';
import { uploadedFile } from '../../server/lib/multipart-body';
import { completeStep } from '../../server/onboarding/complete-step';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { DocumentUploadForm, documentsResource, WorkerDocument } from './contract';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from './kinds';
import { documentListServer } from './queries';
import { documentOwner, uploadAccess } from './owner.server';
import { documents } from './table';
import { documentEvents, documentWorkflowServer, projectDocument } from './workflow.server';

/**
 * The public entry of documents for the rest of the server: the notifications registry names the
 * event stream and opens a rejected document through the workflow server; the dashboard counts the
 * verification queue (`verificationsList`).
 */
export { documentVerificationDefinition } from './chart';
export { documentWorkflowServer } from './workflow.server';

const PAGES = [
  ['contractor', '/contractor_documents', "Workers' documents"],
  ['client', '/client_documents', "Clients' documents"],
  ['employer', '/employer_documents', "The employer's own documents"],
  ['platform', '/platform_documents', 'Credentialing documents kept for the platform'],
] as const;

/** The documents waiting for verification; `now` signs the file links of its rows. */
export const verificationsList = (now: () => Date) =>
  declareList(documentsResource, documentListServer(now), {
    path: '/verifications',
    summary: 'Documents waiting for verification (spec §6: admins and document verifiers)',
    narrow: { status: 'pending' },
    access: {
      allowed: canEditVerification,
      message: 'Only admins and document verifiers verify documents',
    },
  });

/**
 * Documents: `GET /v2/documents` and one list per subject page, `POST /v2/documents` (a multipart
 * form: the `file` part and what it is), and the verification workflow's detail, actions and history.
 */
const documentRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  acceptFileParts(app, DOCUMENT_MAX_BYTES);
  const list = documentListServer(deps.now);
  registerList(app, deps, documentsResource, list, {
    path: documentsResource.apiPath,
    summary: 'Documents in your scope, of every subject: filters, sort, paging, CSV',
  });
  for (const [subject, path, summary] of PAGES)
    registerList(app, deps, documentsResource, list, { path, summary, narrow: { subject } });
  const verifications = verificationsList(deps.now);
  registerList(app, deps, verifications.def, verifications.server, verifications.options);
  registerWorkflow(app, deps, documentWorkflowServer(deps.now));

  app.post(
    documentsResource.apiPath,
    {
      config: {
        may: uploadAccess,
        openapiFiles: { file: 'The document: a PDF, PNG or JPEG of at most 10 MB' },
      },
      schema: {
        tags: [documentsResource.name],
        summary:
          'Upload a document as a multipart form: the file (PDF or image, at most 10 MB) in `file`, what it is in the other fields',
        consumes: ['multipart/form-data'],
        body: DocumentUploadForm,
        response: { 201: WorkerDocument, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const q = req.body;
      if (!DOCUMENT_TYPES[q.subject].some((t) => t.value === q.document_type))
        throw fieldError('document_type', 'Choose a document type from the list');
      const upload = uploadedFile(req, 'file');
      if (!upload) throw fieldError('file', 'Choose a file to upload');
      const origin = originOf(user, requestOrigin(req, deps));
      const id = await withEvents(deps.db, async (tx) => {
        const owner = await documentOwner(tx, user, q);
        const file = await saveUpload(deps, tx, {
          bytes: upload.bytes,
          name: upload.name,
          purpose: `${q.subject}_document`,
          uploadedBy: user.id,
          partnerId: owner.partner_id,
          allowed: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
          maxBytes: DOCUMENT_MAX_BYTES,
        });
        const docId = randomUUID();
        const payload = {
          id: docId,
          subject: q.subject,
          document_type: q.document_type,
          ...owner,
          file_id: file.id,
          expires_on: q.expires_on ?? null,
        };
        const [event] = await appendEvents(
          tx,
          documentEvents,
          [{ streamId: docId, version: 1, type: 'document.created', payload, origin }],
          deps.subscribers,
        );
        if (!event) throw new Error('document event not stored');
        await tx
          .insert(documents)
          .values(
            projectDocument(null, { ...event, occurred_at: event.occurred_at.toISOString() }),
          );
        // A worker's documents step is done once a document of theirs is on file; its verification is the employer's part.
        if (owner.contractor_id) {
          const [worker] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.contractor_id, owner.contractor_id));
          if (worker)
            await completeStep(tx, worker.id, 'documents', {
              origin,
              deliverTo: deps.subscribers,
            });
        }
        return docId;
      });
      const row = await findVisible(deps.db, user, list, id);
      if (!row) throw notFound();
      return reply.status(201).send(list.toDto(row, user));
    },
  );
};

export const documentsPart: ResourceServerPart = { routes: documentRoutes, subscribers: [] };
