import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { twoFactorCodeError } from '../../src/domain/validation/two-factor-code';
import {
  DEFAULT_MESSAGE,
  RESEND_FAILURE,
  RESEND_SUCCESS,
  twoFactorMachine,
} from './two-factor.screen';

const COOLDOWN = 2;
const ACTORS = ['replay', 'requestCode'] as const;
const REQUEST = {
  id: 'r1',
  method: 'GET',
  url: '/v2/contractors/1/ssn',
  headers: { accept: 'application/json' },
  body: null,
};
const DETAIL = 'We sent a 6-digit code to o***@acme.test.';

interface Sut {
  actor: ReturnType<typeof createActor<typeof twoFactorMachine>>;
  settle: Settle;
  succeeded: unknown[];
  abandoned: string[];
}

function createSut(): Sut {
  vi.useFakeTimers();
  const { actors, settle } = deferredActors(ACTORS);
  const sut = { settle, succeeded: [], abandoned: [] } as unknown as Sut;
  sut.actor = createActor(
    twoFactorMachine.provide({
      actors,
      actions: {
        replaySucceeded: (_, p) => {
          sut.succeeded.push(p.output);
        },
        replayAbandoned: (_, p) => {
          sut.abandoned.push(p.requestId);
        },
      },
    }) as typeof twoFactorMachine,
    { input: { cooldownSeconds: COOLDOWN } },
  );
  sut.actor.start();
  return sut;
}

const ctx = (sut: Sut) => sut.actor.getSnapshot().context;
const is = (sut: Sut, state: string) =>
  expect(sut.actor.getSnapshot().matches(state as never)).toBe(true);
const send = (sut: Sut, event: unknown) => sut.actor.send(event as never);

describeModel<Sut>('two-factor modal chart', twoFactorMachine, {
  input: { cooldownSeconds: COOLDOWN },
  events: [
    { type: 'twoFactor.required', request: REQUEST, detail: DETAIL },
    { type: 'twoFactor.type', code: '' },
    { type: 'twoFactor.type', code: '12a' },
    { type: 'twoFactor.type', code: '123456' },
    { type: 'twoFactor.resend', email: 'owner@acme.test' },
    { type: 'xstate.done.actor.replay', output: { ssn: '512-44-7781' } },
    { type: 'xstate.error.actor.replay', error: new Error('Invalid or expired verification code') },
    { type: 'xstate.error.actor.requestCode', error: new Error('Too many codes requested') },
  ],
  // Its checks count what the system did since it started.
  freshStart: true,
  serialize: (s) => ({
    value: s.value,
    code: s.context.code,
    codeError: s.context.codeError,
    error: s.context.error,
    notice: s.context.notice,
    seconds: s.context.resendSecondsLeft,
    message: s.context.message,
  }),
  createSut,
  dispose: (sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  initial: (sut) => is(sut, 'closed'),
  states: {
    closed: (sut, model) => {
      is(sut, 'closed');
      expect(ctx(sut).request).toBeNull();
      expect(model.context.request).toBeNull();
    },
    'open.form.editing': (sut, model) => {
      is(sut, { open: { form: 'editing' } } as never);
      const c = ctx(sut);
      expect(c.message).toBe(model.context.message);
      expect([DEFAULT_MESSAGE, `${DETAIL} Please enter it below to continue.`]).toContain(
        c.message,
      );
      expect(c.code).toBe(model.context.code);
      expect(c.codeError).toBe(model.context.codeError);
      expect(sut.actor.getSnapshot().can({ type: 'twoFactor.submit' })).toBe(
        twoFactorCodeError(c.code) === null,
      );
      expect([null, RESEND_SUCCESS]).toContain(c.notice);
      expect(c.error).toBe(model.context.error);
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(false);
    },
    'open.form.submitting': (sut) => {
      is(sut, { open: { form: 'submitting' } } as never);
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(sut.actor.getSnapshot().can({ type: 'twoFactor.dismiss' })).toBe(false);
    },
    'open.form.resending': (sut) => {
      is(sut, { open: { form: 'resending' } } as never);
      expect(sut.actor.getSnapshot().can({ type: 'twoFactor.dismiss' })).toBe(false);
    },
    'open.resend.coolingDown': (sut, model) => {
      is(sut, { open: { resend: 'coolingDown' } } as never);
      expect(ctx(sut).resendSecondsLeft).toBe(model.context.resendSecondsLeft);
      expect(ctx(sut).resendSecondsLeft).toBeGreaterThan(0);
      if (sut.actor.getSnapshot().matches({ open: { form: 'editing' } } as never)) {
        expect(sut.actor.getSnapshot().can({ type: 'twoFactor.resend' })).toBe(false);
      }
    },
    'open.resend.available': (sut) => {
      is(sut, { open: { resend: 'available' } } as never);
      expect(ctx(sut).resendSecondsLeft).toBe(0);
      if (sut.actor.getSnapshot().matches({ open: { form: 'editing' } } as never)) {
        expect(sut.actor.getSnapshot().can({ type: 'twoFactor.resend' })).toBe(true);
      }
    },
  },
  drivers: {
    ...outcomeDrivers(ACTORS),
    'xstate.done.actor.replay': async (sut, event) => {
      const before = sut.succeeded.length;
      await sut.settle('replay', event as { output?: unknown }, true);
      expect(sut.succeeded.length).toBe(before + 1);
    },
    'xstate.error.actor.requestCode': async (sut, event) => {
      await sut.settle('requestCode', event as { error?: unknown }, false);
      expect(ctx(sut).error).toBe(RESEND_FAILURE);
    },
    'twoFactor.required': send,
    'twoFactor.type': send,
    'twoFactor.submit': send,
    'twoFactor.resend': send,
    'twoFactor.dismiss': (sut, e) => {
      send(sut, e);
      expect(sut.abandoned).toEqual([REQUEST.id]);
    },
    'xstate.after.tick.twoFactor.open.resend.coolingDown': async () => {
      await vi.advanceTimersByTimeAsync(1000);
    },
  },
});
