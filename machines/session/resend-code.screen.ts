import { assign, fromPromise, setup } from 'xstate';

export const RESEND_SUCCESS = 'A new verification code has been sent to your email.';
export const RESEND_FAILURE = 'Failed to resend the code. Please try again.';

/** The Resend button of the sign-in code pages: one request at a time, then a 60 s pause. */
export const resendCodeMachine = setup({
  types: {
    context: {} as { notice: string | null; error: string | null },
    events: {} as { type: 'resend.request' },
  },
  actors: { requestCode: fromPromise<void>(async () => {}) },
  delays: { cooldown: 60_000 },
}).createMachine({
  id: 'resendCode',
  context: { notice: null, error: null },
  initial: 'coolingDown',
  states: {
    available: {
      on: {
        'resend.request': { target: 'sending', actions: assign({ notice: null, error: null }) },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        onDone: { target: 'coolingDown', actions: assign({ notice: RESEND_SUCCESS }) },
        onError: { target: 'available', actions: assign({ error: RESEND_FAILURE }) },
      },
    },
    coolingDown: {
      description: 'A code was just mailed; resending is possible again after 60 seconds.',
      after: { cooldown: 'available' },
    },
  },
});
