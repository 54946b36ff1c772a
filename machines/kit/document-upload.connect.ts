import type { SnapshotFrom } from 'xstate';
import { buttonProps, topStateOf, type ButtonProps, type Send } from './connect';
import type { DocumentUploadEvent, documentUploadScreen } from './document-upload.screen';

export type DocumentUploadSnapshot = SnapshotFrom<typeof documentUploadScreen>;

/** Everything the document upload form renders, as the upload chart says it now. */
export interface DocumentUploadApi {
  formProps: {
    'data-state': string;
    'aria-busy': boolean;
    onSubmit: (e: { preventDefault(): void }) => void;
  };
  /** Each field the user describes the file with, by its key; closed while the chart takes no change. */
  fields: Array<{
    key: string;
    label: string;
    value: string;
    disabled: boolean;
    onChange: (value: string) => void;
  }>;
  file: { disabled: boolean; onChoose: (file: File | null) => void };
  /** Upload, disabled exactly while the chart refuses it; absent once sent. */
  submit: {
    label: string;
    props: Omit<ButtonProps, 'type' | 'onClick'> & { type: 'submit' };
  } | null;
  /** Once sent: another file can follow. */
  again: { label: string; props: ButtonProps } | null;
  /** The saved document's page, once sent. */
  saved: { href: string } | null;
  error: string | null;
}

/** `editable` names the fields of the chart's draft the user fills in, with their words (the rest are fixed). */
export function connectDocumentUpload(
  snapshot: DocumentUploadSnapshot,
  send: Send<DocumentUploadEvent>,
  editable: readonly { key: string; label: string }[],
): DocumentUploadApi {
  const { fields, savedId, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const sent = snapshot.matches('sent');
  const submit = buttonProps(snapshot, send, { type: 'upload.submit' });
  return {
    formProps: {
      'data-state': topStateOf(snapshot),
      'aria-busy': busy,
      onSubmit: (e) => {
        e.preventDefault();
        send({ type: 'upload.submit' });
      },
    },
    fields: editable.map(({ key, label }) => ({
      key,
      label,
      value: fields[key] ?? '',
      disabled: !snapshot.can({ type: 'upload.change', field: key, value: '' }),
      onChange: (value) => send({ type: 'upload.change', field: key, value }),
    })),
    file: {
      disabled: !snapshot.can({ type: 'upload.choose', file: null }),
      onChoose: (file) => send({ type: 'upload.choose', file }),
    },
    submit: sent
      ? null
      : {
          label: busy ? 'Uploading…' : 'Upload',
          props: { type: 'submit', disabled: submit.disabled, 'data-state': submit['data-state'] },
        },
    again: sent
      ? { label: 'Upload another', props: buttonProps(snapshot, send, { type: 'upload.again' }) }
      : null,
    saved: sent && savedId ? { href: `/documents/${savedId}` } : null,
    error,
  };
}
