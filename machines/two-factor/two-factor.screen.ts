import { assign, fromPromise, setup, stateIn } from 'xstate';
import { twoFactorCodeError } from '../../src/domain/validation/two-factor-code';
import type { ReplayableRequest, TwoFactorEvent } from './two-factor.events';

export const DEFAULT_MESSAGE =
  'We sent a 6-digit code to your email address. Please enter it below to continue.';
export const RESEND_SUCCESS = 'A new verification code has been sent to your email.';
export const RESEND_FAILURE = 'Failed to resend the code. Please try again.';
export const RESEND_COOLDOWN_SECONDS = 60;

/** Spec §8: the server's detail, when it sends one, followed by the fixed request to type the code. */
export const modalMessage = (detail?: string) =>
  detail && detail.trim() ? `${detail.trim()} Please enter it below to continue.` : DEFAULT_MESSAGE;

export interface TwoFactorContext {
  request: ReplayableRequest | null;
  message: string;
  code: string;
  codeError: string | null;
  error: string | null;
  notice: string | null;
  resendSecondsLeft: number;
  cooldownSeconds: number;
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Unknown Error, Please Contact Support';

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as { cooldownSeconds?: number },
  },
  actors: {
    replay: fromPromise<unknown, { request: ReplayableRequest; code: string }>(
      async () => undefined,
    ),
    requestCode: fromPromise<void, { email?: string }>(async () => {}),
  },
  actions: {
    replaySucceeded: (_, _params: { output: unknown }) => {},
    replayAbandoned: (_, _params: { requestId: string }) => {},
    startCooldown: assign({ resendSecondsLeft: ({ context }) => context.cooldownSeconds }),
  },
  guards: {
    isCodeValid: ({ context }) => twoFactorCodeError(context.code) === null,
    canResend: stateIn('#twoFactor.open.resend.available'),
    hasSecondsLeft: ({ context }) => context.resendSecondsLeft > 1,
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'twoFactor',
  description:
    'Spec §4 Two-factor modal: a 424 opens it, a valid code replays the original request.',
  context: ({ input }) => ({
    request: null,
    message: DEFAULT_MESSAGE,
    code: '',
    codeError: null,
    error: null,
    notice: null,
    resendSecondsLeft: 0,
    cooldownSeconds: input.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'twoFactor.required': {
          description:
            'A request was answered 424 while email-code verification is on; no error toast is shown.',
          target: 'open',
          actions: [
            assign({
              request: ({ event }) => event.request,
              message: ({ event }) => modalMessage(event.detail),
              code: '',
              codeError: null,
              error: null,
              notice: null,
            }),
            'startCooldown',
          ],
        },
      },
    },
    open: {
      type: 'parallel',
      tags: ['open'],
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'twoFactor.type': {
                  actions: assign({
                    code: ({ event }) => event.code,
                    codeError: ({ event }) => twoFactorCodeError(event.code),
                  }),
                },
                'twoFactor.submit': {
                  guard: 'isCodeValid',
                  description: 'Submit is disabled until the code is exactly six digits.',
                  target: 'submitting',
                  actions: assign({ error: null, notice: null }),
                },
                'twoFactor.resend': {
                  guard: 'canResend',
                  description: 'Resend is disabled for 60 seconds after opening or resending.',
                  target: 'resending',
                  actions: assign({ error: null, notice: null }),
                },
                'twoFactor.dismiss': {
                  target: '#twoFactor.closed',
                  actions: [
                    {
                      type: 'replayAbandoned',
                      params: ({ context }) => ({ requestId: context.request?.id ?? '' }),
                    },
                    assign({ request: null }),
                  ],
                },
              },
            },
            submitting: {
              tags: ['busy'],
              description: 'Clicking outside does not close the modal while the replay is running.',
              invoke: {
                id: 'replay',
                src: 'replay',
                input: ({ context }) => ({
                  request: context.request as ReplayableRequest,
                  code: context.code,
                }),
                onDone: {
                  target: '#twoFactor.closed',
                  actions: [
                    { type: 'replaySucceeded', params: ({ event }) => ({ output: event.output }) },
                    assign({ request: null }),
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign({ error: ({ event }) => errorText(event.error) }),
                },
              },
            },
            resending: {
              tags: ['busy'],
              invoke: {
                id: 'requestCode',
                src: 'requestCode',
                input: ({ event }) => ({
                  email: event.type === 'twoFactor.resend' ? event.email : undefined,
                }),
                onDone: {
                  target: 'editing',
                  actions: [assign({ notice: RESEND_SUCCESS }), 'startCooldown'],
                },
                onError: { target: 'editing', actions: assign({ error: RESEND_FAILURE }) },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              after: {
                tick: [
                  {
                    guard: 'hasSecondsLeft',
                    target: 'coolingDown',
                    reenter: true,
                    actions: assign({
                      resendSecondsLeft: ({ context }) => context.resendSecondsLeft - 1,
                    }),
                  },
                  { target: 'available', actions: assign({ resendSecondsLeft: 0 }) },
                ],
              },
            },
            available: {
              always: { guard: 'hasSecondsLeft', target: 'coolingDown' },
            },
          },
        },
      },
    },
  },
});
