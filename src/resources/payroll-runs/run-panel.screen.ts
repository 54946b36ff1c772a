import { assign, fromPromise, setup } from 'xstate';
import type { Paycheck, PayrollPreview, PayrollRun } from './contract';
import { messageOf } from '../../domain/errors/extract-message';

/** What the run page shows below its fields: the live preview before approval, the paychecks after. */
export interface RunPanelData {
  run: PayrollRun;
  preview: PayrollPreview | null;
  paychecks: Paycheck[];
}

export interface RunPanelContext {
  id: string;
  data: RunPanelData | null;
  error: string | null;
}

/** How often a processing run is asked again: the progress bar moves at this pace. */
export const PROGRESS_POLL_MS = 1_000;

/**
 * The run page's panel: load the run with its preview or paychecks; while the run is processing,
 * load it again every PROGRESS_POLL_MS (progress and payouts); a failed load offers Try again and
 * keeps what was shown.
 */
export const payrollRunPanelScreen = setup({
  types: {
    context: {} as RunPanelContext,
    input: {} as { id: string },
    events: {} as { type: 'panel.retry' },
  },
  actors: {
    loadPanel: fromPromise<RunPanelData, { id: string }>(async () => {
      throw new Error('loadPanel not provided');
    }),
  },
  guards: {
    isProcessing: ({ context }) => context.data?.run.status === 'processing',
  },
  delays: { poll: PROGRESS_POLL_MS },
}).createMachine({
  id: 'payrollRunPanel',
  description: 'A payroll run’s preview, progress and paychecks, polled while it processes.',
  context: ({ input }) => ({ id: input.id, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Asking for the run and its preview or paychecks.',
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
      description: 'Shown; a processing run is asked again after a moment.',
      after: { poll: { target: 'loading', guard: 'isProcessing' } },
    },
    failed: {
      description: 'The load failed: what was shown stays, with Try again.',
      on: { 'panel.retry': 'loading' },
    },
  },
});
