import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { buttonProps, stateOf, type ButtonProps, type Send } from '../../../machines/kit/connect';
import { messageOf } from '../../domain/errors/extract-message';
import type { IdentityVerificationStatus, MyIdentityVerification } from './contract';

/** How often a session the service is still checking is asked again. */
export const IDENTITY_POLL_MS = 1_000;

export interface IdentityScreenContext {
  data: MyIdentityVerification | null;
  error: string | null;
}

export type IdentityScreenEvent = { type: 'identity.start' } | { type: 'panel.retry' };

const statusOf = (c: IdentityScreenContext): IdentityVerificationStatus | null =>
  c.data?.verification?.status ?? null;

/**
 * The worker's identity verification panel: load the session; while the service is checking it,
 * ask again every IDENTITY_POLL_MS (the server asks the service); "Verify your identity" starts a
 * first session, "Verify again" a new one after a failure. A failed request offers Try again.
 */
export const identityVerificationScreen = setup({
  types: { context: {} as IdentityScreenContext, events: {} as IdentityScreenEvent },
  actors: {
    loadMine: fromPromise<MyIdentityVerification>(async () => {
      throw new Error('loadMine not provided');
    }),
    startMine: fromPromise<MyIdentityVerification>(async () => {
      throw new Error('startMine not provided');
    }),
  },
  guards: {
    isChecking: ({ context }) => statusOf(context) === 'started' || statusOf(context) === 'pending',
    mayStart: ({ context }) => {
      const status = statusOf(context);
      return status === null || status === 'failed';
    },
  },
  delays: { poll: IDENTITY_POLL_MS },
}).createMachine({
  id: 'identityVerificationPanel',
  description:
    'The worker’s identity verification: started from the settings page, polled while the service checks.',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Asking for the worker’s session (a pending one asks the service first).',
      invoke: {
        src: 'loadMine',
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
      description: 'Shown; a session the service is checking is asked again after a moment.',
      after: { poll: { target: 'loading', guard: 'isChecking' } },
      on: {
        'identity.start': {
          target: 'starting',
          guard: 'mayStart',
          description: 'No session yet, or the last one failed: the worker starts one.',
        },
      },
    },
    starting: {
      tags: ['busy'],
      description: 'Opening a session with the identity service.',
      invoke: {
        src: 'startMine',
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
    failed: {
      description: 'The request failed: what was shown stays, with Try again.',
      on: { 'panel.retry': 'loading' },
    },
  },
});

type Snapshot = SnapshotFrom<typeof identityVerificationScreen>;

const WORDS: Record<IdentityVerificationStatus | 'none', string> = {
  none: 'You have not verified your identity yet.',
  started: 'Opening a session with the identity service…',
  pending: 'The identity service is checking your document and selfie…',
  verified: 'Your identity is verified.',
  failed: 'Your identity could not be verified.',
};

export interface IdentityPanelProps {
  root: { 'data-state': string; 'aria-busy': boolean };
  status: IdentityVerificationStatus | 'none';
  words: string;
  reason: string | null;
  required: boolean;
  /** Shown only when the chart takes a start now. */
  start: (ButtonProps & { label: string }) | null;
  error: string | null;
  retry: ButtonProps;
}

/** Everything the panel shows and does, from the chart alone. */
export function connectIdentityPanel(
  snapshot: Snapshot,
  send: Send<IdentityScreenEvent>,
): IdentityPanelProps {
  const status = statusOf(snapshot.context) ?? 'none';
  const start = buttonProps(snapshot, send, { type: 'identity.start' });
  return {
    root: { 'data-state': stateOf(snapshot), 'aria-busy': snapshot.hasTag('busy') },
    status,
    words: WORDS[status],
    reason: snapshot.context.data?.verification?.failure_reason ?? null,
    required: snapshot.context.data?.required ?? false,
    start: start.disabled
      ? null
      : { ...start, label: status === 'failed' ? 'Verify again' : 'Verify your identity' },
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    retry: buttonProps(snapshot, send, { type: 'panel.retry' }),
  };
}
