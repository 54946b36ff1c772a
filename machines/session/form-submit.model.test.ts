import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { formSubmitMachine } from './form-submit.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof formSubmitMachine>>;
  settle: Settle;
}

describeModel<Sut>('form-submit chart', formSubmitMachine, {
  events: [
    { type: 'form.submit', values: { email: 'owner@acme.test' } },
    { type: 'xstate.done.actor.submit', output: { ok: true } },
    {
      type: 'xstate.error.actor.submit',
      error: new Error('This reset link is invalid or has expired.'),
    },
  ],
  serialize: (s) => ({ value: s.value, error: s.context.error, result: s.context.result }),
  createSut: () => {
    const { actors, settle } = deferredActors(['submit'] as const);
    return {
      actor: createActor(formSubmitMachine.provide({ actors }) as typeof formSubmitMachine).start(),
      settle,
    };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(sut.actor.getSnapshot().value).toBe('editing'),
  states: {
    editing: (sut, model) => {
      expect(sut.actor.getSnapshot().value).toBe('editing');
      expect(sut.actor.getSnapshot().context.error).toBe(model.context.error);
    },
    submitting: (sut) => {
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(sut.actor.getSnapshot().can({ type: 'form.submit', values: {} })).toBe(false);
    },
    succeeded: (sut) => {
      expect(sut.actor.getSnapshot().value).toBe('succeeded');
      expect(sut.actor.getSnapshot().context.result).toEqual({ ok: true });
    },
  },
  drivers: {
    ...outcomeDrivers(['submit']),
    'form.submit': (sut, e) => sut.actor.send(e as never),
    'form.reset': (sut, e) => sut.actor.send(e as never),
  },
});
