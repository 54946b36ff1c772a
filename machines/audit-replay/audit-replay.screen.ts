import { assign, fromPromise, setup } from 'xstate';
import type { Replay } from '../../src/domain/contracts/replay';
import { messageOf } from '../../src/domain/errors/extract-message';

export interface AuditReplayContext {
  replay: Replay | null;
  /** The step on show, 0-based. */
  step: number;
  error: string | null;
}

export type AuditReplayEvent =
  | { type: 'replay.next' }
  | { type: 'replay.previous' }
  | { type: 'replay.goto'; step: number }
  | { type: 'replay.retry' };

const lastStep = (c: AuditReplayContext) => (c.replay?.steps.length ?? 1) - 1;

/**
 * The auditor's replay of one workflow record: load its steps, then move forward and back through
 * them one at a time or jump to any; the page draws the step on show.
 */
export const auditReplayScreen = setup({
  types: { context: {} as AuditReplayContext, events: {} as AuditReplayEvent },
  actors: {
    loadReplay: fromPromise<Replay>(async () => {
      throw new Error('loadReplay is provided by the browser');
    }),
  },
  guards: {
    hasNext: ({ context }) => context.step < lastStep(context),
    hasPrevious: ({ context }) => context.step > 0,
    isStep: ({ context, event }) =>
      event.type === 'replay.goto' &&
      Number.isInteger(event.step) &&
      event.step >= 0 &&
      event.step <= lastStep(context),
  },
}).createMachine({
  id: 'auditReplay',
  description:
    "Loads a record's replay and steps through its events, forward, back or to any step.",
  initial: 'loading',
  context: { replay: null, step: 0, error: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReplay',
        src: 'loadReplay',
        onDone: {
          target: 'stepping',
          actions: assign({ replay: ({ event }) => event.output, step: 0, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: { on: { 'replay.retry': 'loading' } },
    stepping: {
      description:
        'One step on show: the event, the state after it, and who could have acted then.',
      on: {
        'replay.next': {
          guard: 'hasNext',
          actions: assign({ step: ({ context }) => context.step + 1 }),
          description: 'Not past the last event.',
        },
        'replay.previous': {
          guard: 'hasPrevious',
          actions: assign({ step: ({ context }) => context.step - 1 }),
          description: 'Not before the first event.',
        },
        'replay.goto': {
          guard: 'isStep',
          actions: assign({ step: ({ event }) => (event.type === 'replay.goto' ? event.step : 0) }),
          description: 'Any step of the record.',
        },
      },
    },
  },
});
