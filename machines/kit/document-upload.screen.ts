import { assign, fromPromise, setup } from 'xstate';

/** What an upload sends: the file and the words describing it (a document type, an expiry). */
export interface UploadDraft {
  file: File | null;
  fields: Record<string, string>;
}
export type DocumentUploadEvent =
  | { type: 'upload.choose'; file: File | null }
  | { type: 'upload.change'; field: string; value: string }
  | { type: 'upload.submit' }
  | { type: 'upload.again' };

/** What the server faulted: the fields it named (whose the file is), else its message. */
function refusalOf(error: unknown): string {
  const fields = (error as { fields?: Record<string, string> }).fields ?? {};
  const named = Object.values(fields);
  if (named.length > 0) return named.join(' ');
  return error instanceof Error ? error.message : 'Upload failed';
}

/**
 * Uploading one file with a few fields: choose and describe it, send it (the server sniffs and
 * size-checks it), then the saved record's id, or the server's message with the choices kept.
 */
export const documentUploadScreen = setup({
  types: {
    context: {} as UploadDraft & { error: string | null; savedId: string | null },
    events: {} as DocumentUploadEvent,
    input: {} as { fields: Record<string, string> },
  },
  actors: {
    send: fromPromise<string, UploadDraft>(async () => {
      throw new Error('send not provided');
    }),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
  },
}).createMachine({
  id: 'documentUpload',
  context: ({ input }) => ({ file: null, fields: input.fields, error: null, savedId: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Choosing the file and describing it; sending needs a file.',
      on: {
        'upload.choose': { actions: assign({ file: ({ event }) => event.file, error: null }) },
        'upload.change': {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
          }),
        },
        'upload.submit': [
          { guard: 'hasFile', target: 'sending' },
          { actions: assign({ error: 'Choose a file to upload' }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ file: context.file, fields: context.fields }),
        onDone: {
          target: 'sent',
          actions: assign({ savedId: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => refusalOf(event.error),
          }),
        },
      },
    },
    sent: {
      description: 'Uploaded; another file can follow.',
      on: { 'upload.again': { target: 'editing', actions: assign({ file: null, savedId: null }) } },
    },
  },
});
