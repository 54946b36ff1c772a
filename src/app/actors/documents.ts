import { fromPromise } from 'xstate';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import type { UploadDraft } from '../../../machines/kit/document-upload.screen';
import { WorkerDocument } from '../../domain/contracts/documents';
import { http } from '../lib/http';
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

/** The file as the raw body, what it is in the query; answers the new document's id. */
export const sendDocument = fromPromise<string, UploadDraft>(({ input, signal }) =>
  withApiErrors(async () => {
    if (!input.file) throw new Error('Choose a file to upload');
    const searchParams = Object.fromEntries(
      Object.entries({ ...input.fields, name: input.file.name }).filter(([, v]) => v !== ''),
    );
    const saved = await http
      .post('documents', {
        body: input.file,
        headers: { 'content-type': input.file.type || 'application/octet-stream' },
        searchParams,
        signal,
      })
      .json<{ id: string }>();
    return saved.id;
  }),
);
