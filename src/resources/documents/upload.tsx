import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
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
  const busy = s.hasTag('busy');
  const sent = s.matches('sent');
  return (
    <form
      aria-label="Upload a document"
      data-state={String(s.value)}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        ref.send({ type: 'upload.submit' });
      }}
    >
      {owner && (
        <label className="text-sm">
          {owner.label}
          <select
            className={inputClass}
            value={s.context.fields[owner.field] ?? ''}
            onChange={(e) =>
              ref.send({ type: 'upload.change', field: owner.field, value: e.target.value })
            }
            disabled={busy}
          >
            <option value="">Choose…</option>
            {owner.choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="text-sm">
        Document type
        <select
          className={inputClass}
          value={s.context.fields.document_type}
          onChange={(e) =>
            ref.send({ type: 'upload.change', field: 'document_type', value: e.target.value })
          }
          disabled={busy}
        >
          <option value="">Choose…</option>
          {DOCUMENT_TYPES[subject].map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Expires on
        <input
          type="date"
          className={inputClass}
          value={s.context.fields.expires_on}
          onChange={(e) =>
            ref.send({ type: 'upload.change', field: 'expires_on', value: e.target.value })
          }
          disabled={busy}
        />
      </label>
      <label className="text-sm">
        File (PDF or image, at most 10 MB)
        <input
          type="file"
          accept="application/pdf,image/png,image/jpeg,image/webp"
          className={inputClass}
          onChange={(e) => ref.send({ type: 'upload.choose', file: e.target.files?.[0] ?? null })}
          disabled={busy}
        />
      </label>
      {sent ? (
        <button
          type="button"
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          onClick={() => ref.send({ type: 'upload.again' })}
        >
          Upload another
        </button>
      ) : (
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
        >
          {busy ? 'Uploading…' : 'Upload'}
        </button>
      )}
      {sent && s.context.savedId && (
        <p role="status" className="w-full text-sm text-green-700">
          Uploaded: it waits for verification.{' '}
          <SpaLink href={`/documents/${s.context.savedId}`} className="underline">
            Open the document
          </SpaLink>
        </p>
      )}
      {s.context.error && <LoadError look="line" message={s.context.error} className="w-full" />}
    </form>
  );
}
