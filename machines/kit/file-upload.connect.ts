import type { SnapshotFrom } from 'xstate';
import { buttonProps, topStateOf, type ButtonProps, type Send } from './connect';
import type { FileUploadEvent, fileUploadScreen } from './file-upload.screen';

export type FileUploadSnapshot = SnapshotFrom<typeof fileUploadScreen>;

/** Everything a record's file list renders, as the file upload chart says it now. */
export interface FileUploadApi {
  rootProps: { 'data-state': string; 'aria-busy': boolean };
  /** The list could not be read: the error and its retry, in place of the list. */
  loadError: { message: string | null; retryProps: ButtonProps } | null;
  /** Each file as its link reads: its name, and where its short-lived link leads. */
  files: Array<{ id: string; label: string; href: string }>;
  /** True once the list is read and holds no file. */
  empty: boolean;
  /** What the last upload did or why it was refused, with Dismiss. */
  note: { tone: 'error' | 'done'; message: string; dismissProps: ButtonProps } | null;
  /** The file input and drop zone, for who may add a file now. */
  upload: { disabled: boolean; onFile: (file: File) => void } | null;
}

export function connectFileUpload(
  snapshot: FileUploadSnapshot,
  send: Send<FileUploadEvent>,
  canUpload: boolean,
): FileUploadApi {
  const { files, error, done } = snapshot.context;
  const failed = snapshot.matches('failed');
  const dismissProps = buttonProps(snapshot, send, { type: 'files.dismiss' });
  return {
    rootProps: { 'data-state': topStateOf(snapshot), 'aria-busy': snapshot.hasTag('busy') },
    loadError: failed
      ? { message: error, retryProps: buttonProps(snapshot, send, { type: 'files.retry' }) }
      : null,
    files: files.map((f) => ({ id: f.id, label: f.name, href: f.file_url })),
    empty: files.length === 0 && !snapshot.matches('loading') && !failed,
    note:
      error && !failed
        ? { tone: 'error', message: error, dismissProps }
        : done
          ? { tone: 'done', message: done, dismissProps }
          : null,
    upload: canUpload
      ? {
          disabled: !snapshot.can({ type: 'files.upload', file: undefined as never }),
          onFile: (file) => send({ type: 'files.upload', file }),
        }
      : null,
  };
}
