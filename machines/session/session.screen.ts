import { assign, fromPromise, setup } from 'xstate';
import type { LoginResponse, User } from '../../src/domain/contracts/user';
import { homePath } from '../../src/domain/redirect/home-path';
import { safeRedirect } from '../../src/domain/redirect/safe-redirect';
import { twoFactorCodeError } from '../../src/domain/validation/two-factor-code';
import type { SessionEvent } from './session.events';

export interface SessionContext {
  user: User | null;
  error: string | null;
  /** The protected path opened while signed out (spec §4), and the login page's redirect query. */
  rememberedPath: string | null;
  redirectQuery: string | null;
  /** The email of a sign-in waiting for its second factor. */
  pendingEmail: string | null;
  validRedirectUrls: string[];
  /** Failed checks of a stored token in this round (each retried after a longer pause). */
  restoreFailures: number;
}

export interface SessionInput {
  validRedirectUrls: string[];
}

/** Where a freshly signed-in user goes: remembered path, else redirect query, else home; unsafe ones are skipped. */
export function afterSignInPath(
  context: Pick<SessionContext, 'rememberedPath' | 'redirectQuery' | 'validRedirectUrls'>,
  user: User,
) {
  return (
    safeRedirect(context.rememberedPath, context.validRedirectUrls) ??
    safeRedirect(context.redirectQuery, context.validRedirectUrls) ??
    homePath(user)
  );
}

/**
 * The pauses before checking a stored token again after a failure that was not a 401 (a timeout, a
 * 5xx, no network): one per retry, so a fourth failure in a row stops at `restoring.unreachable`.
 */
export const RESTORE_BACKOFF_MS = [1_000, 2_000, 4_000] as const;
export const RESTORE_UNREACHABLE =
  'The server cannot be reached right now. Your session is kept: try again in a moment.';

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Unknown Error, Please Contact Support';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    restoreSession: fromPromise<User | null>(async () => null),
    signIn: fromPromise<LoginResponse, { email: string; password: string }>(async () => ({})),
    verifyCode: fromPromise<string, { email: string; code: string }>(async () => ''),
    loadUser: fromPromise<User>(async () => {
      throw new Error('loadUser is provided by the app');
    }),
    signOut: fromPromise<void>(async () => {}),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    identify: (_, _params: { user: User }) => {},
    resetAnalytics: () => {},
    navigate: (_, _params: { to: string }) => {},
    countRestoreFailure: assign({
      restoreFailures: ({ context }: { context: SessionContext }) => context.restoreFailures + 1,
    }),
  },
  guards: {
    isCodeWellFormed: ({ event }) =>
      event.type === 'session.verifyCode' && twoFactorCodeError(event.code) === null,
    hasRestoreRetriesLeft: ({ context }) => context.restoreFailures < RESTORE_BACKOFF_MS.length,
    hasStoredSession: ({ event }) =>
      'output' in event && event.output !== null && event.output !== undefined,
    requiresTwoFactor: ({ event }) =>
      'output' in event &&
      (event.output as LoginResponse | undefined)?.requires_two_factor === true,
    hasAccessToken: ({ event }) =>
      'output' in event && Boolean((event.output as LoginResponse | undefined)?.access_token),
  },
  delays: {
    // The guard leaves `retrying` reachable only with 1 to RESTORE_BACKOFF_MS.length failures.
    restoreBackoff: ({ context }) =>
      RESTORE_BACKOFF_MS[context.restoreFailures - 1] ?? RESTORE_BACKOFF_MS[0],
  },
}).createMachine({
  id: 'session',
  description:
    'Who is signed in. Spec §4 Session: protected pages need it, guest pages send the signed-in home.',
  context: ({ input }) => ({
    user: null,
    error: null,
    rememberedPath: null,
    redirectQuery: null,
    pendingEmail: null,
    validRedirectUrls: input.validRedirectUrls,
    restoreFailures: 0,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      description:
        'A token kept in session storage from an earlier page load is checked with the server; pages wait for the answer.',
      initial: 'checking',
      states: {
        checking: {
          description:
            'GET /v2/user with the stored token. Only a 401 ends the session (the actor clears the token and answers null).',
          invoke: {
            id: 'restoreSession',
            src: 'restoreSession',
            onDone: [
              {
                guard: 'hasStoredSession',
                target: '#session.signedIn',
                actions: assign({ user: ({ event }) => event.output, restoreFailures: 0 }),
              },
              { target: '#session.signedOut', actions: assign({ restoreFailures: 0 }) },
            ],
            onError: [
              {
                guard: 'hasRestoreRetriesLeft',
                description:
                  'A slow or failing server is no sign-out: the token is kept and checked again.',
                target: 'retrying',
                actions: 'countRestoreFailure',
              },
              { target: 'unreachable', actions: 'countRestoreFailure' },
            ],
          },
        },
        retrying: {
          description:
            'The check failed without a 401: it runs again after 1 s, 2 s, then 4 s; the token is kept.',
          after: { restoreBackoff: 'checking' },
        },
        unreachable: {
          description:
            'Four checks in a row failed without a 401: the page says the server cannot be reached and offers Try again; the token is kept.',
          on: {
            'session.retry': { target: 'checking', actions: assign({ restoreFailures: 0 }) },
          },
        },
      },
    },
    signedOut: {
      on: {
        'session.signIn': {
          target: 'signingIn',
          actions: assign({
            error: null,
            redirectQuery: ({ event }) => event.redirect ?? null,
            pendingEmail: ({ event }) => event.email,
          }),
        },
        'session.remember': {
          description:
            'A protected page was opened while signed out: come back to it after sign-in.',
          actions: assign({ rememberedPath: ({ event }) => event.path }),
        },
        'session.tokenReceived': {
          description: 'Signed in another way (passwordless code).',
          target: 'loadingUser',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            assign({ error: null }),
          ],
        },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          const e = event as Extract<SessionEvent, { type: 'session.signIn' }>;
          return { email: e.email, password: e.password };
        },
        onDone: [
          {
            guard: 'requiresTwoFactor',
            description:
              'The account signs in with a second factor: a code is mailed, go to /two_factor.',
            target: 'twoFactorRequired',
            actions: { type: 'navigate', params: { to: '/two_factor' } },
          },
          {
            guard: 'hasAccessToken',
            target: 'loadingUser',
            actions: {
              type: 'storeToken',
              params: ({ event }) => ({ token: event.output.access_token ?? '' }),
            },
          },
          {
            target: 'signedOut',
            actions: assign({ error: 'Unknown Error, Please Contact Support' }),
          },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    twoFactorRequired: {
      on: {
        'session.verifyCode': [
          { guard: 'isCodeWellFormed', target: 'verifyingCode', actions: assign({ error: null }) },
          {
            description: "Spec §5: 'Code is required', 'Invalid code'; nothing is sent.",
            actions: assign({ error: ({ event }) => twoFactorCodeError(event.code) }),
          },
        ],
        'session.cancel': {
          target: 'signedOut',
          actions: assign({ pendingEmail: null, error: null }),
        },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({
          email: context.pendingEmail ?? '',
          code: (event as Extract<SessionEvent, { type: 'session.verifyCode' }>).code,
        }),
        onDone: {
          target: 'loadingUser',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
            assign({ pendingEmail: null }),
          ],
        },
        onError: {
          target: 'twoFactorRequired',
          actions: assign({ error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    loadingUser: {
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'identify', params: ({ event }) => ({ user: event.output }) },
            {
              type: 'navigate',
              params: ({ context, event }) => ({ to: afterSignInPath(context, event.output) }),
            },
            assign({ rememberedPath: null, redirectQuery: null }),
          ],
        },
        onError: {
          target: 'signedOut',
          actions: ['clearToken', assign({ error: ({ event }) => errorText(event.error) })],
        },
      },
    },
    signedIn: {
      on: {
        'session.signOut': 'signingOut',
        'session.expired': {
          description: 'The API answered 401: the token expired or was revoked.',
          target: 'signedOut',
          actions: [
            'clearToken',
            'resetAnalytics',
            assign({ user: null }),
            { type: 'navigate', params: { to: '/login' } },
          ],
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      description:
        'Logout resets analytics; a failed logout call still signs out locally and goes to /login.',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: {
          target: 'signedOut',
          actions: [
            'clearToken',
            'resetAnalytics',
            assign({ user: null }),
            { type: 'navigate', params: { to: '/login' } },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'clearToken',
            'resetAnalytics',
            assign({ user: null }),
            { type: 'navigate', params: { to: '/login' } },
          ],
        },
      },
    },
  },
});
