import { assign, fromPromise, setup } from 'xstate';
import type { Signature } from './contract';
import { messageOf } from '../../domain/errors/extract-message';

export interface SignApproveInput {
  id: string;
}

export interface SignApproveContext {
  id: string;
  fullName: string;
  /** A drawn signature as a PNG data URL; the typed name alone is enough. */
  drawnPng: string | null;
  error: string | null;
}

export type SignApproveEvent =
  | { type: 'signApprove.open' }
  | { type: 'signApprove.name'; value: string }
  | { type: 'signApprove.draw'; png: string }
  | { type: 'signApprove.clearDrawing' }
  | { type: 'signApprove.confirm' }
  | { type: 'signApprove.retry' }
  | { type: 'signApprove.cancel' };

const signatureOf = (c: SignApproveContext): Signature => ({
  full_name: c.fullName.trim(),
  ...(c.drawnPng ? { drawn_png: c.drawnPng } : {}),
});

/**
 * Sign and approve in one dialog, for a client that requires a signature before approval. The
 * decision stays two steps on the timesheet: `sign` (carrying the signature, recorded with its time
 * and IP) and then `approve`, two chart events and two history entries. If the approval fails after
 * the signature was recorded, the dialog says so and can retry the approval alone.
 */
export const signApproveScreen = setup({
  types: {
    context: {} as SignApproveContext,
    events: {} as SignApproveEvent,
    input: {} as SignApproveInput,
  },
  actors: {
    sign: fromPromise<void, { id: string; signature: Signature }>(async () => {
      throw new Error('sign is provided by the browser');
    }),
    approve: fromPromise<void, { id: string }>(async () => {
      throw new Error('approve is provided by the browser');
    }),
  },
  actions: {
    /** The timesheet changed: the page reloads it. */
    changed: () => undefined,
  },
  guards: {
    hasFullName: ({ context }) => context.fullName.trim().length >= 2,
  },
}).createMachine({
  id: 'signApprove',
  context: ({ input }) => ({ id: input.id, fullName: '', drawnPng: null, error: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'signApprove.open': { target: 'editing', actions: assign({ error: null }) } } },
    editing: {
      tags: ['open'],
      description: 'The signer types their full name and may draw their signature.',
      on: {
        'signApprove.name': { actions: assign({ fullName: ({ event }) => event.value }) },
        'signApprove.draw': { actions: assign({ drawnPng: ({ event }) => event.png }) },
        'signApprove.clearDrawing': { actions: assign({ drawnPng: null }) },
        'signApprove.confirm': {
          guard: 'hasFullName',
          target: 'signing',
          description: 'A signature needs the signer’s typed full name.',
          actions: assign({ error: null }),
        },
        'signApprove.cancel': 'closed',
      },
    },
    signing: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'sign',
        id: 'sign',
        input: ({ context }) => ({ id: context.id, signature: signatureOf(context) }),
        onDone: 'approving',
        onError: {
          target: 'editing',
          description: 'Nothing was signed; the typed name stays for another try.',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    approving: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'approve',
        id: 'approve',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'closed', actions: 'changed' },
        onError: {
          target: 'approvalFailed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    approvalFailed: {
      tags: ['open'],
      description: 'Signed but not approved: approval can be retried; closing keeps the signature.',
      on: {
        'signApprove.retry': { target: 'approving', actions: assign({ error: null }) },
        'signApprove.cancel': { target: 'closed', actions: 'changed' },
      },
    },
  },
});
