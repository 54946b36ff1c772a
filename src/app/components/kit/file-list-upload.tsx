import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import {
  connectFileUpload,
  type FileUploadApi,
} from '../../../../machines/kit/file-upload.connect';
import type { fileUploadScreen } from '../../../../machines/kit/file-upload.screen';
import { LoadError } from './load-error';

/** How one record's files read: "Receipts", "No receipts yet.", "Add receipt"… */
export interface FileListWords {
  list: string;
  empty: string;
  drop: string;
  add: string;
  hint: string;
  accept: string;
}

/** A record's files for one snapshot of the file upload chart: renders what `connectFileUpload` says. */
export function FileListUploadView({ api, words }: { api: FileUploadApi; words: FileListWords }) {
  const [over, setOver] = useState(false);
  const inputId = useId();
  const { upload, note } = api;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    // A drop while the chart cannot take a file (loading, uploading) is refused by the chart.
    if (upload && file) upload.onFile(file);
  };
  return (
    <div {...api.rootProps}>
      {api.loadError && (
        <LoadError message={api.loadError.message} onRetry={api.loadError.retryProps.onClick} />
      )}
      {api.empty && <p className="text-sm text-slate-600 dark:text-slate-300">{words.empty}</p>}
      <ul className="space-y-1 text-sm" aria-label={words.list}>
        {api.files.map((f) => (
          <li key={f.id}>
            <a href={f.href} target="_blank" rel="noreferrer" className="text-brand underline">
              {f.label}
            </a>
          </li>
        ))}
      </ul>
      {note && (
        <div className="mt-2 flex items-start gap-3 text-sm">
          {note.tone === 'error' ? (
            <LoadError look="line" inline message={note.message} />
          ) : (
            <p role="status" className="text-emerald-700 dark:text-emerald-300">
              {note.message}
            </p>
          )}
          <button {...note.dismissProps} className="underline">
            Dismiss
          </button>
        </div>
      )}
      {upload && (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={`mt-3 rounded-md border-2 border-dashed p-4 text-center text-sm ${over ? 'border-brand bg-slate-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-700'}`}
        >
          <p>{words.drop}</p>
          <label
            htmlFor={inputId}
            className="mt-1 inline-block cursor-pointer font-medium text-brand underline"
          >
            {words.add}
          </label>
          <input
            id={inputId}
            type="file"
            accept={words.accept}
            className="sr-only"
            disabled={upload.disabled}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.onFile(file);
              e.target.value = '';
            }}
          />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{words.hint}</p>
        </div>
      )}
    </div>
  );
}

/**
 * One record's files with their short-lived links, and, for who may add one now, a drop zone and a
 * file input; `logic` is the file upload chart with the resource's load and upload provided.
 */
export function FileListUpload({
  logic,
  owner,
  canUpload,
  words,
  onUploaded,
}: {
  logic: typeof fileUploadScreen;
  owner: string;
  canUpload: boolean;
  words: FileListWords;
  onUploaded(): void;
}) {
  const ref = useActorRef(logic, { input: { owner } });
  useEffect(() => ref.on('files.uploaded', onUploaded).unsubscribe, [ref, onUploaded]);
  const snapshot = useSelector(ref, (s) => s);
  return (
    <FileListUploadView api={connectFileUpload(snapshot, ref.send, canUpload)} words={words} />
  );
}
