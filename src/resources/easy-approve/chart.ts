import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../domain/errors/extract-message';
import type { EasyApproveView } from './contract';

export interface EasyApproveContext {
  token: string;
  view: EasyApproveView | null;
  reason: string;
  error: string | null;
}

export type EasyApproveEvent =
  | { type: 'easyApprove.retry' }
  | { type: 'easyApprove.approve' }
  | { type: 'easyApprove.reject' }
  | { type: 'easyApprove.reason'; reason: string }
  | { type: 'easyApprove.confirmReject' }
  | { type: 'easyApprove.cancel' };

/**
 * /easy_approve?token=…: a client decides from an emailed signed link without signing in. The
 * server decides everything (sign before approve when a signature is required, whether the link
 * is still good); the screen shows its answer, including what happened when the link is stale.
 */
export const easyApproveScreen = setup({
  types: {
    context: {} as EasyApproveContext,
    events: {} as EasyApproveEvent,
    input: {} as { token: string },
  },
  actors: {
    openLink: fromPromise<EasyApproveView, { token: string }>(async () => {
      throw new Error('openLink is provided by the browser');
    }),
    decide: fromPromise<
      EasyApproveView,
      { token: string; decision: 'approve' | 'reject'; reason?: string }
    >(async () => {
      throw new Error('decide is provided by the browser');
    }),
  },
  guards: {
    movedOn: ({ event }) =>
      (event as unknown as { output: EasyApproveView }).output.outcome !== null,
    hasReason: ({ context }) => context.reason.trim().length > 0,
  },
}).createMachine({
  id: 'easyApprove',
  context: ({ input }) => ({ token: input.token, view: null, reason: '', error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'openLink',
        src: 'openLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: 'movedOn',
            target: 'closed',
            description: 'Used, expired, or decided by someone else: say what happened and who.',
            actions: assign({ view: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ view: ({ event }) => event.output, error: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      description: 'A tampered or unknown link, or no connection.',
      on: { 'easyApprove.retry': 'loading' },
    },
    ready: {
      on: {
        'easyApprove.approve': 'approving',
        'easyApprove.reject': { target: 'rejecting', actions: assign({ error: null }) },
      },
    },
    rejecting: {
      tags: ['dialog'],
      description: 'A rejection needs a reason the contractor will read.',
      on: {
        'easyApprove.reason': { actions: assign({ reason: ({ event }) => event.reason }) },
        'easyApprove.confirmReject': { guard: 'hasReason', target: 'sendingRejection' },
        'easyApprove.cancel': 'ready',
      },
    },
    approving: {
      tags: ['busy'],
      invoke: {
        id: 'approve',
        src: 'decide',
        input: ({ context }) => ({ token: context.token, decision: 'approve' as const }),
        onDone: {
          target: 'decided',
          actions: assign({ view: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'loading',
          description: 'Reload: a link that moved on meanwhile shows who moved it.',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    sendingRejection: {
      tags: ['busy'],
      invoke: {
        id: 'reject',
        src: 'decide',
        input: ({ context }) => ({
          token: context.token,
          decision: 'reject' as const,
          reason: context.reason.trim(),
        }),
        onDone: {
          target: 'decided',
          actions: assign({ view: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'loading',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    decided: {
      tags: ['done'],
      description: 'The timesheet as the server left it (signed, approved or rejected).',
    },
    closed: { tags: ['done'], description: 'The link can no longer be used; the server says why.' },
  },
});
