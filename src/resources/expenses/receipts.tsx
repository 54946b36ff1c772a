import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { fromPromise } from 'xstate';
import { fileUploadScreen, type ListedFile } from '../../../machines/kit/file-upload.screen';
import { withApiErrors } from '../../app/actors/api-error';
import { LoadError } from '../../app/components/kit/load-error';
import { http } from '../../app/lib/http';
import { ExpenseReceipts } from './contract';

const loadReceipts = fromPromise<ListedFile[], { owner: string }>(({ input, signal }) =>
  withApiErrors(
    async () =>
      ExpenseReceipts.parse(await http.get(`expenses/${input.owner}/receipts`, { signal }).json())
        .data,
  ),
);

/** The file itself is the body, under its own type; the server sniffs the bytes and refuses a disguised one. */
const uploadReceipt = fromPromise<ListedFile[], { owner: string; file: File }>(
  ({ input, signal }) =>
    withApiErrors(
      async () =>
        ExpenseReceipts.parse(
          await http
            .post(`expenses/${input.owner}/receipts`, {
              body: input.file,
              headers: { 'content-type': input.file.type || 'application/octet-stream' },
              searchParams: { name: input.file.name },
              signal,
            })
            .json(),
        ).data,
    ),
);

const logic = fileUploadScreen.provide({
  actors: { loadFiles: loadReceipts, uploadFile: uploadReceipt },
});

/**
 * An expense's receipts with their short-lived links, and, for who may add one now, a drop zone and
 * a file input (image or PDF, at most 10 MB; the server sniffs and refuses anything else).
 */
export function ReceiptsSection({
  expenseId,
  canUpload,
  onUploaded,
}: {
  expenseId: string;
  canUpload: boolean;
  onUploaded(): void;
}) {
  const ref = useActorRef(logic, { input: { owner: expenseId } });
  useEffect(() => ref.on('files.uploaded', onUploaded).unsubscribe, [ref, onUploaded]);
  const s = useSelector(ref, (snapshot) => snapshot);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const busy = s.hasTag('busy');
  const upload = (file: File | undefined) => file && ref.send({ type: 'files.upload', file });
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (canUpload && !busy) upload(e.dataTransfer.files[0]);
  };
  return (
    <div data-state={String(s.value)} aria-busy={busy}>
      {s.matches('failed') && (
        <LoadError message={s.context.error} onRetry={() => ref.send({ type: 'files.retry' })} />
      )}
      {s.context.files.length === 0 && !s.matches('loading') && !s.matches('failed') && (
        <p className="text-sm text-slate-600 dark:text-slate-300">No receipts yet.</p>
      )}
      <ul className="space-y-1 text-sm" aria-label="Receipts">
        {s.context.files.map((f) => (
          <li key={f.id}>
            <a href={f.file_url} target="_blank" rel="noreferrer" className="text-brand underline">
              {f.name}
            </a>
          </li>
        ))}
      </ul>
      {s.context.error && !s.matches('failed') && (
        <LoadError look="line" message={s.context.error} className="mt-2" />
      )}
      {s.context.done && (
        <p role="status" className="mt-2 text-sm text-emerald-700 dark:text-emerald-300">
          {s.context.done}
        </p>
      )}
      {canUpload && (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={`mt-3 rounded-md border-2 border-dashed p-4 text-center text-sm ${over ? 'border-brand bg-slate-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-700'}`}
        >
          <p>Drop a receipt here, or</p>
          <label
            htmlFor={inputId}
            className="mt-1 inline-block cursor-pointer font-medium text-brand underline"
          >
            Add receipt
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            An image or a PDF, at most 10 MB.
          </p>
        </div>
      )}
    </div>
  );
}
