import { fromPromise } from 'xstate';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import type { UploadDraft } from '../../../machines/kit/document-upload.screen';
import { WorkerDocument } from '../../domain/contracts/documents';
import { http } from '../lib/http';
import { multipartForm } from '../lib/multipart-form';
import { withApiErrors } from './api-error';
import { performWorkflowAction } from './workflow-action';

/** One document `{document, actions}`; the page asks the shared definition what the user may do. */
export const loadDocumentDetail = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const detail = await http
      .get(`documents/${input.id}`, { signal })
      .json<{ document: unknown }>();
    return { item: { document: WorkerDocument.parse(detail.document) }, history: null };
  }),
);

export const performDocumentAction = performWorkflowAction('documents');

/** The file and what it is as one multipart form; answers the new document's id. */
export const sendDocument = fromPromise<string, UploadDraft>(({ input, signal }) =>
  withApiErrors(async () => {
    if (!input.file) throw new Error('Choose a file to upload');
    const saved = await http
      .post('documents', { body: multipartForm(input.fields, { file: input.file }), signal })
      .json<{ id: string }>();
    return saved.id;
  }),
);
