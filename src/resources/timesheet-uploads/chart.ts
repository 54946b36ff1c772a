import { assign, fromPromise, setup } from 'xstate';
import type { CsvFile } from '../../../machines/kit/csv-file';
import { messageOf } from '../../domain/errors/extract-message';
import type { UploadReport } from './contract';

export interface UploadContext {
  id: string | null;
  file: CsvFile | null;
  report: UploadReport | null;
  error: string | null;
}

export type UploadEvent =
  | { type: 'upload.choose'; file: CsvFile | null }
  | { type: 'upload.send' }
  | { type: 'upload.retry' }
  | { type: 'upload.another' };

/** How often the page asks for the progress of an import job. */
export const POLL_MS = 500;

/**
 * /timesheet_uploads/{id?}: import draft time from a CSV and show the per-row report. The server
 * imports all rows or none (a file with any error imports nothing); with an id, an earlier report.
 */
export const timesheetUploadScreen = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as { id: string | null },
  },
  actors: {
    /** The earlier report for an id; null without one. */
    loadUpload: fromPromise<UploadReport | null, { id: string | null }>(async () => {
      throw new Error('loadUpload is provided by the browser');
    }),
    /** The same request as loadUpload, while a job runs; its own actor so its outcomes have their own events. */
    pollUpload: fromPromise<UploadReport, { id: string | null }>(async () => {
      throw new Error('pollUpload is provided by the browser');
    }),
    sendUpload: fromPromise<UploadReport, { file: CsvFile }>(async () => {
      throw new Error('sendUpload is provided by the browser');
    }),
  },
  delays: { poll: POLL_MS },
  guards: {
    noReport: ({ event }) => (event as unknown as { output: UploadReport | null }).output === null,
    importing: ({ event }) =>
      (event as unknown as { output: UploadReport | null }).output?.status === 'importing',
    hasFile: ({ context }) => context.file !== null,
  },
}).createMachine({
  id: 'timesheetUpload',
  context: ({ input }) => ({ id: input.id, file: null, report: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadUpload',
        src: 'loadUpload',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: 'noReport', target: 'choosing' },
          {
            guard: 'importing',
            target: 'importing',
            actions: assign({ report: ({ event }) => event.output, error: null }),
          },
          {
            target: 'reported',
            actions: assign({ report: ({ event }) => event.output, error: null }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      on: {
        'upload.retry': 'loading',
        'upload.another': { target: 'choosing', actions: assign({ id: null, error: null }) },
      },
    },
    choosing: {
      on: {
        'upload.choose': { actions: assign({ file: ({ event }) => event.file, error: null }) },
        'upload.send': { guard: 'hasFile', target: 'uploading' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'sendUpload',
        src: 'sendUpload',
        input: ({ context }) => ({ file: context.file as CsvFile }),
        onDone: [
          {
            guard: 'importing',
            target: 'importing',
            actions: assign({
              report: ({ event }) => event.output,
              id: ({ event }) => event.output.id,
              error: null,
            }),
          },
          {
            target: 'reported',
            actions: assign({
              report: ({ event }) => event.output,
              id: ({ event }) => event.output.id,
              error: null,
            }),
          },
        ],
        onError: {
          target: 'choosing',
          description: 'The chosen file stays chosen, so sending again is one click.',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    importing: {
      tags: ['busy'],
      description:
        'Accepted (every row valid): the server writes the drafts in batches; the page polls rows written of the total.',
      initial: 'waiting',
      states: {
        waiting: { after: { poll: 'checking' } },
        checking: {
          invoke: {
            id: 'pollUpload',
            src: 'pollUpload',
            input: ({ context }) => ({ id: context.id }),
            onDone: [
              {
                guard: 'importing',
                target: 'waiting',
                actions: assign({ report: ({ event }) => event.output }),
              },
              {
                target: '#timesheetUpload.reported',
                actions: assign({ report: ({ event }) => event.output }),
              },
            ],
            onError: {
              target: '#timesheetUpload.failed',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
      },
    },
    reported: {
      description:
        'Imported: every row became a draft. Rejected or failed: nothing was imported; the rows say why.',
      on: {
        'upload.another': {
          target: 'choosing',
          actions: assign({ id: null, file: null, report: null, error: null }),
        },
      },
    },
  },
});
