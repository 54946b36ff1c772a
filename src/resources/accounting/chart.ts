import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../domain/errors/extract-message';
import type { JournalPage } from './contract';

export interface JournalQueryInput {
  from: string;
  to: string;
  partner_id?: string;
  eor_id?: string;
  page: number;
  per_page: number;
}

export type JournalExportFormat = 'csv' | 'iif';

export interface JournalContext {
  query: JournalQueryInput;
  journal: JournalPage | null;
  error: string | null;
  /** Why the last download was refused (items no account takes yet), shown beside the buttons. */
  exportError: string | null;
}

export type JournalEvent =
  { type: 'journal.export'; format: JournalExportFormat } | { type: 'journal.retry' };

/**
 * The journal page: load a page of a period's entries of one employer (the period and page are the
 * address: another one starts the chart anew), download the period as CSV or QuickBooks IIF; a
 * failed load offers a retry, a refused download says why.
 */
export const journalScreen = setup({
  types: {
    context: {} as JournalContext,
    events: {} as JournalEvent,
    input: {} as JournalQueryInput,
  },
  actors: {
    loadJournal: fromPromise<JournalPage, JournalQueryInput>(async () => {
      throw new Error('loadJournal is provided by the browser');
    }),
    exportJournal: fromPromise<void, { query: JournalQueryInput; format: JournalExportFormat }>(
      async () => {
        throw new Error('exportJournal is provided by the browser');
      },
    ),
  },
}).createMachine({
  id: 'journalScreen',
  initial: 'loading',
  context: ({ input }) => ({ query: input, journal: null, error: null, exportError: null }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadJournal',
        input: ({ context }) => context.query,
        onDone: {
          target: 'loaded',
          actions: assign({ journal: ({ event }) => event.output, error: null, exportError: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loaded: {
      on: {
        'journal.export': { target: 'exporting' },
      },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        src: 'exportJournal',
        input: ({ context, event }) => ({
          query: context.query,
          format: (event as Extract<JournalEvent, { type: 'journal.export' }>).format,
        }),
        onDone: { target: 'loaded', actions: assign({ exportError: null }) },
        onError: {
          target: 'loaded',
          actions: assign({ exportError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      on: { 'journal.retry': { target: 'loading' } },
    },
  },
});
