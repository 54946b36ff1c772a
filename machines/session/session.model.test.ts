import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { User } from '../../src/domain/contracts/user';
import { homePath } from '../../src/domain/redirect/home-path';
import { safeRedirect } from '../../src/domain/redirect/safe-redirect';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { RESTORE_BACKOFF_MS, sessionMachine } from './session.screen';

const VALID = ['/timesheets', '/partner'];
const USER = { email: 'owner@acme.test', user_type: 'partner' } as User;
const ACTORS = ['restoreSession', 'signIn', 'verifyCode', 'loadUser', 'signOut'] as const;

interface Sut {
  actor: ReturnType<typeof createActor<typeof sessionMachine>>;
  settle: Settle;
  navigations: string[];
  identified: string[];
  resets: number;
  token: string | null;
  requested: string[];
}

function createSut(): Sut {
  vi.useFakeTimers();
  const { actors, settle } = deferredActors(ACTORS);
  const sut = {
    settle,
    navigations: [],
    identified: [],
    resets: 0,
    // The token an earlier page load kept: only a 401 (the actor answering null) may end it.
    token: 'token-0',
    requested: [],
  } as unknown as Sut;
  sut.actor = createActor(
    sessionMachine.provide({
      actors,
      actions: {
        storeToken: (_, p) => {
          sut.token = p.token;
        },
        clearToken: () => {
          sut.token = null;
        },
        identify: (_, p) => {
          sut.identified.push(p.user.email);
        },
        resetAnalytics: () => {
          sut.resets += 1;
        },
        navigate: (_, p) => {
          sut.navigations.push(p.to);
        },
      },
    }) as typeof sessionMachine,
    { input: { validRedirectUrls: VALID } },
  );
  sut.actor.start();
  return sut;
}

const send = (sut: Sut, event: unknown) => {
  const e = event as { type: string; path?: string; redirect?: string };
  if (e.type === 'session.remember' && e.path) sut.requested.push(e.path);
  if (e.type === 'session.signIn' && e.redirect) sut.requested.push(e.redirect);
  sut.actor.send(event as never);
};
const is = (sut: Sut, state: string) =>
  expect(sut.actor.getSnapshot().matches(state as never)).toBe(true);

describeModel<Sut>('session chart', sessionMachine, {
  input: { validRedirectUrls: VALID },
  events: [
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'xstate.done.actor.restoreSession', output: USER },
    { type: 'xstate.error.actor.restoreSession', error: new Error('offline') },
    { type: 'session.retry' },
    { type: 'session.signIn', email: 'owner@acme.test', password: 'pw' },
    { type: 'session.signIn', email: 'owner@acme.test', password: 'pw', redirect: '/timesheets' },
    { type: 'session.signIn', email: 'owner@acme.test', password: 'pw', redirect: '//evil.test' },
    { type: 'xstate.done.actor.signIn', output: { requires_two_factor: true } },
    { type: 'xstate.done.actor.signIn', output: { access_token: 'token-1' } },
    { type: 'xstate.done.actor.signIn', output: {} },
    { type: 'xstate.error.actor.signIn', error: new Error('Invalid email or password') },
    { type: 'session.verifyCode', code: '123456' },
    { type: 'session.verifyCode', code: '12a' },
    { type: 'xstate.done.actor.verifyCode', output: 'token-2' },
    { type: 'xstate.error.actor.verifyCode', error: new Error('Invalid or expired code') },
    { type: 'session.tokenReceived', token: 'token-3' },
    { type: 'session.remember', path: '/timesheets/7' },
    { type: 'session.remember', path: '/\\evil.test' },
    { type: 'xstate.done.actor.loadUser', output: USER },
    { type: 'xstate.error.actor.loadUser', error: new Error('Not signed in') },
  ],
  // Its checks count what the system did since it started.
  freshStart: true,
  serialize: (s) => ({
    value: s.value,
    user: Boolean(s.context.user),
    error: Boolean(s.context.error),
    remembered: s.context.rememberedPath,
    redirect: s.context.redirectQuery,
    restoreFailures: s.context.restoreFailures,
  }),
  createSut,
  dispose: (sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  initial: (sut) => is(sut, 'restoring.checking'),
  states: {
    'restoring.checking': (sut) => {
      is(sut, 'restoring.checking');
      expect(sut.token).toBe('token-0');
    },
    'restoring.retrying': (sut, model) => {
      is(sut, 'restoring.retrying');
      expect(sut.token).toBe('token-0');
      expect(sut.actor.getSnapshot().context.restoreFailures).toBe(model.context.restoreFailures);
      expect(sut.navigations).toEqual([]);
    },
    'restoring.unreachable': (sut) => {
      is(sut, 'restoring.unreachable');
      expect(sut.token).toBe('token-0');
      expect(sut.actor.getSnapshot().context.restoreFailures).toBe(RESTORE_BACKOFF_MS.length + 1);
      expect(sut.actor.getSnapshot().can({ type: 'session.retry' })).toBe(true);
    },
    signedOut: (sut, model) => {
      is(sut, 'signedOut');
      expect(sut.actor.getSnapshot().context.user).toBeNull();
      expect(sut.token).toBeNull();
      expect(Boolean(sut.actor.getSnapshot().context.error)).toBe(Boolean(model.context.error));
    },
    signingIn: (sut) => is(sut, 'signingIn'),
    twoFactorRequired: (sut, model) => {
      is(sut, 'twoFactorRequired');
      expect([null, 'Invalid code', 'Invalid or expired code']).toContain(
        sut.actor.getSnapshot().context.error,
      );
      expect(sut.navigations.at(-1)).toBe('/two_factor');
      expect(sut.token).toBeNull();
      expect(Boolean(sut.actor.getSnapshot().context.error)).toBe(Boolean(model.context.error));
    },
    verifyingCode: (sut) => is(sut, 'verifyingCode'),
    loadingUser: (sut) => {
      is(sut, 'loadingUser');
      expect(sut.token).toMatch(/^token-/);
    },
    signedIn: (sut) => {
      is(sut, 'signedIn');
      const snapshot = sut.actor.getSnapshot();
      expect(snapshot.context.user?.email).toBe(USER.email);
      const landed = sut.navigations.at(-1);
      if (landed !== undefined && sut.identified.length) {
        // Only a requested path that is safe, else home; never an unsafe one.
        const safeRequested = sut.requested.map((p) => safeRedirect(p, VALID)).filter(Boolean);
        expect([...safeRequested, homePath(USER)]).toContain(landed);
        expect(landed.startsWith('/') && !landed.startsWith('//')).toBe(true);
      }
    },
    signingOut: (sut) => is(sut, 'signingOut'),
  },
  drivers: {
    ...outcomeDrivers(ACTORS),
    'session.signIn': send,
    'session.verifyCode': send,
    'session.tokenReceived': send,
    'session.remember': send,
    'session.cancel': send,
    'session.signOut': send,
    'session.retry': send,
    'xstate.done.actor.restoreSession': async (sut, e) => {
      const { output } = e as unknown as { output: User | null };
      // The actor answers null only after a 401 cleared the token (src/app/actors/session.ts).
      if (output === null) sut.token = null;
      await sut.settle('restoreSession', { output }, true);
    },
    'xstate.after.restoreBackoff.session.restoring.retrying': async (sut) => {
      const pause = RESTORE_BACKOFF_MS[sut.actor.getSnapshot().context.restoreFailures - 1]!;
      await vi.advanceTimersByTimeAsync(pause - 1);
      is(sut, 'restoring.retrying');
      await vi.advanceTimersByTimeAsync(1);
    },
    'session.expired': (sut, e) => {
      const resets = sut.resets;
      send(sut, e);
      expect(sut.resets).toBe(resets + 1);
    },
  },
});
