import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { RESEND_FAILURE, RESEND_SUCCESS, resendCodeMachine } from './resend-code.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof resendCodeMachine>>;
  settle: Settle;
}

const is = (sut: Sut, state: string) => expect(sut.actor.getSnapshot().value).toBe(state);

describeModel<Sut>('resend-code chart', resendCodeMachine, {
  events: [{ type: 'xstate.error.actor.requestCode', error: new Error('429') }],
  serialize: (s) => ({ value: s.value, notice: s.context.notice, error: s.context.error }),
  createSut: () => {
    vi.useFakeTimers();
    const { actors, settle } = deferredActors(['requestCode'] as const);
    return {
      actor: createActor(resendCodeMachine.provide({ actors }) as typeof resendCodeMachine).start(),
      settle,
    };
  },
  dispose: (sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  initial: (sut) => is(sut, 'coolingDown'),
  states: {
    available: (sut, model) => {
      is(sut, 'available');
      expect(sut.actor.getSnapshot().can({ type: 'resend.request' })).toBe(true);
      expect(sut.actor.getSnapshot().context.error).toBe(model.context.error);
    },
    sending: (sut) => {
      is(sut, 'sending');
      expect(sut.actor.getSnapshot().can({ type: 'resend.request' })).toBe(false);
    },
    coolingDown: (sut, model) => {
      is(sut, 'coolingDown');
      expect(sut.actor.getSnapshot().can({ type: 'resend.request' })).toBe(false);
      expect([null, RESEND_SUCCESS]).toContain(model.context.notice);
      expect(sut.actor.getSnapshot().context.notice).toBe(model.context.notice);
    },
  },
  drivers: {
    ...outcomeDrivers(['requestCode']),
    'xstate.error.actor.requestCode': async (sut, e) => {
      await sut.settle('requestCode', e as { error?: unknown }, false);
      expect(sut.actor.getSnapshot().context.error).toBe(RESEND_FAILURE);
    },
    'resend.request': (sut, e) => sut.actor.send(e as never),
    'xstate.after.cooldown.resendCode.coolingDown': async (sut) => {
      await vi.advanceTimersByTimeAsync(59_999);
      expect(sut.actor.getSnapshot().value).toBe('coolingDown');
      await vi.advanceTimersByTimeAsync(1);
    },
  },
});
