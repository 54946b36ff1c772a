import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  connectDocumentUpload,
  type DocumentUploadApi,
} from '../../../machines/kit/document-upload.connect';
import {
  documentUploadScreen,
  type UploadDraft,
} from '../../../machines/kit/document-upload.screen';
import type { FilterOption } from '../../../machines/kit/resource-list.screen';
import { withApiErrors } from '../../app/actors/api-error';
import { LoadError } from '../../app/components/kit/load-error';
import { SpaLink } from '../../app/components/nav/spa-link';
import { http } from '../../app/lib/http';
import { multipartForm } from '../../app/lib/multipart-form';
import { DOCUMENT_TYPES, type DocumentSubject } from './kinds';

/** The file and what it is as one multipart form; answers the new document's id. */
const sendDocument = fromPromise<string, UploadDraft>(({ input, signal }) =>
  withApiErrors(async () => {
    if (!input.file) throw new Error('Choose a file to upload');
    const saved = await http
      .post('documents', { body: multipartForm(input.fields, { file: input.file }), signal })
      .json<{ id: string }>();
    return saved.id;
  }),
);

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800';

/** Whose document staff upload (a worker's, a client's): the field the server reads and its choices. */
export interface DocumentOwner {
  field: 'contractor_id' | 'client_id';
  label: string;
  choices: readonly FilterOption[];
}

/** The document upload form for one snapshot of its chart: renders what `connectDocumentUpload` says. */
export function DocumentUploadView({
  api,
  subject,
  owner,
}: {
  api: DocumentUploadApi;
  subject: DocumentSubject;
  owner?: DocumentOwner;
}) {
  const choicesOf = (key: string): readonly { value: string; label: string }[] =>
    key === owner?.field
      ? owner.choices.map((c) => ({ value: c.id, label: c.name }))
      : DOCUMENT_TYPES[subject];
  return (
    <form
      {...api.formProps}
      aria-label="Upload a document"
      className="mt-4 flex flex-wrap items-end gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
    >
      {api.fields.map((f) =>
        f.key === 'expires_on' ? (
          <label key={f.key} className="text-sm">
            {f.label}
            <input
              type="date"
              className={inputClass}
              value={f.value}
              onChange={(e) => f.onChange(e.target.value)}
              disabled={f.disabled}
            />
          </label>
        ) : (
          <label key={f.key} className="text-sm">
            {f.label}
            <select
              className={inputClass}
              value={f.value}
              onChange={(e) => f.onChange(e.target.value)}
              disabled={f.disabled}
            >
              <option value="">Choose…</option>
              {choicesOf(f.key).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        ),
      )}
      <label className="text-sm">
        File (PDF or image, at most 10 MB)
        <input
          type="file"
          accept="application/pdf,image/png,image/jpeg,image/webp"
          className={inputClass}
          onChange={(e) => api.file.onChoose(e.target.files?.[0] ?? null)}
          disabled={api.file.disabled}
        />
      </label>
      {api.again && (
        <button
          {...api.again.props}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        >
          {api.again.label}
        </button>
      )}
      {api.submit && (
        <button
          {...api.submit.props}
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
        >
          {api.submit.label}
        </button>
      )}
      {api.saved && (
        <p role="status" className="w-full text-sm text-green-700">
          Uploaded: it waits for verification.{' '}
          <SpaLink href={api.saved.href} className="underline">
            Open the document
          </SpaLink>
        </p>
      )}
      {api.error && <LoadError look="line" message={api.error} className="w-full" />}
    </form>
  );
}

/**
 * Upload a document of this subject: its type, expiry and the file (PDF or image, at most 10 MB);
 * staff also choose whose it is.
 */
export function DocumentUpload({
  subject,
  owner,
  onUploaded,
}: {
  subject: DocumentSubject;
  owner?: DocumentOwner;
  /** Told once per saved file, so the list beside the form shows it. */
  onUploaded?: () => void;
}) {
  const logic = useMemo(() => documentUploadScreen.provide({ actors: { send: sendDocument } }), []);
  const ref = useActorRef(logic, {
    input: {
      fields: {
        subject,
        document_type: '',
        expires_on: '',
        ...(owner ? { [owner.field]: '' } : {}),
      },
    },
  });
  const s = useSelector(ref, (snap) => snap);
  const savedId = s.context.savedId;
  const told = useRef(onUploaded);
  useEffect(() => {
    told.current = onUploaded;
  });
  useEffect(() => {
    if (savedId) told.current?.();
  }, [savedId]);
  const editable = [
    ...(owner ? [{ key: owner.field, label: owner.label }] : []),
    { key: 'document_type', label: 'Document type' },
    { key: 'expires_on', label: 'Expires on' },
  ];
  return (
    <DocumentUploadView
      api={connectDocumentUpload(s, ref.send, editable)}
      subject={subject}
      owner={owner}
    />
  );
}
