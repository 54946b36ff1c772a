import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { REVEAL_FAILED, revealScreen } from './reveal.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof revealScreen>>;
  settle: Settle;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('reveal chart', revealScreen, {
  events: [
    { type: 'xstate.done.actor.fetchValues', output: { list_b_number: 'D5512-7780-3321' } },
    { type: 'xstate.error.actor.fetchValues', error: new Error('424 closed') },
  ],
  serialize: (s) => ({ value: s.value, values: s.context.values, error: s.context.error }),
  createSut: () => {
    const { actors, settle } = deferredActors(['fetchValues'] as const);
    return {
      actor: createActor(revealScreen.provide({ actors }) as typeof revealScreen).start(),
      settle,
    };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(snap(sut).value).toBe('masked'),
  states: {
    masked: (sut, model) => {
      expect(snap(sut).value).toBe('masked');
      expect(snap(sut).context.values).toBeNull();
      expect(snap(sut).context.error).toBe(model.context.error);
    },
    revealing: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).can({ type: 'reveal.show' })).toBe(false);
    },
    shown: (sut) => {
      expect(snap(sut).context.values).toEqual({ list_b_number: 'D5512-7780-3321' });
      expect(snap(sut).context.error).toBeNull();
    },
  },
  drivers: {
    ...outcomeDrivers(['fetchValues']),
    'xstate.error.actor.fetchValues': async (sut, e) => {
      await sut.settle('fetchValues', e as { error?: unknown }, false);
      expect(snap(sut).context.error).toBe(REVEAL_FAILED);
    },
    'reveal.show': (sut, e) => sut.actor.send(e as never),
    'reveal.hide': (sut, e) => sut.actor.send(e as never),
  },
});
