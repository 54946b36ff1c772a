import { assign, emit, fromPromise, setup } from 'xstate';
import { messageOf } from '../../src/domain/errors/extract-message';

/** One stored file of a record, as its page lists it (with its short-lived link). */
export interface ListedFile {
  id: string;
  name: string;
  file_url: string;
}

export interface FileUploadContext {
  owner: string;
  files: ListedFile[];
  error: string | null;
  /** What the last upload did, for the success note. */
  done: string | null;
}

export type FileUploadEvent =
  { type: 'files.retry' } | { type: 'files.upload'; file: File } | { type: 'files.dismiss' };

/**
 * The files of one record (an expense's receipts): load the list, upload one file at a time (the
 * server sniffs and size-limits it; a refusal shows its message and the list stays), then list
 * again with fresh links. `files.uploaded` tells the page its record changed.
 */
export const fileUploadScreen = setup({
  types: {
    context: {} as FileUploadContext,
    events: {} as FileUploadEvent,
    input: {} as { owner: string },
    emitted: {} as { type: 'files.uploaded' },
  },
  guards: {
    hasNote: ({ context }) => context.error !== null || context.done !== null,
  },
  actors: {
    loadFiles: fromPromise<ListedFile[], { owner: string }>(async () => {
      throw new Error('loadFiles is provided by the browser');
    }),
    uploadFile: fromPromise<ListedFile[], { owner: string; file: File }>(async () => {
      throw new Error('uploadFile is provided by the browser');
    }),
  },
}).createMachine({
  id: 'fileUpload',
  initial: 'loading',
  context: ({ input }) => ({ owner: input.owner, files: [], error: null, done: null }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFiles',
        src: 'loadFiles',
        input: ({ context }) => ({ owner: context.owner }),
        onDone: {
          target: 'ready',
          actions: assign({ files: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: { on: { 'files.retry': 'loading' } },
    ready: {
      on: {
        'files.upload': { target: 'uploading', actions: assign({ error: null, done: null }) },
        'files.dismiss': {
          guard: 'hasNote',
          description:
            'Only a note on the page (what the last upload did or why not) is dismissed.',
          actions: assign({ error: null, done: null }),
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, event }) => ({
          owner: context.owner,
          file: (event as Extract<FileUploadEvent, { type: 'files.upload' }>).file,
        }),
        onDone: {
          target: 'ready',
          description: 'The server answers with the record’s files, the new one included.',
          actions: [
            assign({ files: ({ event }) => event.output, done: 'File uploaded.' }),
            emit({ type: 'files.uploaded' }),
          ],
        },
        onError: {
          target: 'ready',
          description:
            'A refused file (too large, not an image or PDF) shows the server’s message; nothing was stored.',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
  },
});
