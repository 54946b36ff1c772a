import { assign, fromPromise, setup } from 'xstate';
import type { StatementReport } from './contract';
import { messageOf } from '../../domain/errors/extract-message';
import type { CsvFile } from '../../../machines/kit/csv-file';

export interface StatementUploadContext {
  file: CsvFile | null;
  /**
   * One key per chosen file and attempt: a double click or a resend after a lost answer is the same
   * request, so the server creates the payments once; a new file or a new attempt gets a new key.
   */
  key: string;
  /** The last answer: a refusal (every row with its faults) or the payments created. */
  report: StatementReport | null;
  error: string | null;
}

export type StatementUploadEvent =
  | { type: 'statement.choose'; file: CsvFile | null }
  | { type: 'statement.send' }
  | { type: 'statement.another' };

const newKey = () => crypto.randomUUID();

/**
 * /payments/import: a bank statement CSV becomes one payment per credit line, all or none. A
 * refused file shows every bad row and stays chosen, so it can be fixed and sent again; an
 * imported one lists the payments it created, each ready to allocate.
 */
export const statementUploadScreen = setup({
  types: {
    context: {} as StatementUploadContext,
    events: {} as StatementUploadEvent,
  },
  actors: {
    sendStatement: fromPromise<StatementReport, { file: CsvFile; key: string }>(async () => {
      throw new Error('sendStatement is provided by the browser');
    }),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    refused: ({ event }) =>
      (event as unknown as { output: StatementReport }).output.upload_id === null,
  },
}).createMachine({
  id: 'statementUpload',
  context: () => ({ file: null, key: newKey(), report: null, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'statement.choose': {
          actions: assign({ file: ({ event }) => event.file, key: newKey, error: null }),
        },
        'statement.send': { guard: 'hasFile', target: 'uploading' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'sendStatement',
        src: 'sendStatement',
        input: ({ context }) => ({ file: context.file as CsvFile, key: context.key }),
        onDone: [
          {
            guard: 'refused',
            target: 'choosing',
            description:
              'Nothing was created: the rows say why, and the file stays chosen to be fixed and sent again as a new attempt.',
            actions: assign({ report: ({ event }) => event.output, key: newKey, error: null }),
          },
          {
            target: 'imported',
            actions: assign({ report: ({ event }) => event.output, error: null }),
          },
        ],
        onError: {
          target: 'choosing',
          description:
            'The answer may have been lost after the server imported: the key stays, so sending again replays that import instead of repeating it.',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    imported: {
      description: 'Every row became a payment; the page lists them with links to allocate each.',
      on: {
        'statement.another': {
          target: 'choosing',
          actions: assign({ file: null, key: newKey, report: null, error: null }),
        },
      },
    },
  },
});
