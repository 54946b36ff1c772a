import { assign, fromPromise, setup } from 'xstate';
import type { ReportResults, ReportRun } from './contract';
import { messageOf } from '../../domain/errors/extract-message';

/** What a run page shows below its fields: progress while it runs, the results once finished. */
export interface ReportPanelData {
  run: ReportRun;
  results: ReportResults | null;
}

export interface ReportPanelContext {
  id: string;
  data: ReportPanelData | null;
  error: string | null;
}

/** How often a waiting or processing run is asked again: the progress bar moves at this pace. */
export const REPORT_POLL_MS = 700;

/**
 * A report run's panel: load the run (with its results once FINISHED); while it is PENDING or
 * PROCESSING, load it again every REPORT_POLL_MS; a failed load offers Try again and keeps what was
 * shown. The signed file links in the results expire, so a finished run is loaded anew on Refresh.
 */
export const reportRunPanelScreen = setup({
  types: {
    context: {} as ReportPanelContext,
    input: {} as { id: string },
    events: {} as { type: 'panel.retry' } | { type: 'panel.refresh' },
  },
  actors: {
    loadPanel: fromPromise<ReportPanelData, { id: string }>(async () => {
      throw new Error('loadPanel not provided');
    }),
  },
  guards: {
    isRunning: ({ context }) => ['PENDING', 'PROCESSING'].includes(context.data?.run.status ?? ''),
  },
  delays: { poll: REPORT_POLL_MS },
}).createMachine({
  id: 'reportRunPanel',
  description: 'A report run’s live progress, then its preview, chart and downloads.',
  context: ({ input }) => ({ id: input.id, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Asking for the run and, once finished, its results.',
      invoke: {
        src: 'loadPanel',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'shown',
          actions: assign({ data: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    shown: {
      description: 'Shown; a run still waiting or processing is asked again after a moment.',
      after: { poll: { target: 'loading', guard: 'isRunning' } },
      on: { 'panel.refresh': 'loading' },
    },
    failed: {
      description: 'The load failed: what was shown stays, with Try again.',
      on: { 'panel.retry': 'loading' },
    },
  },
});
