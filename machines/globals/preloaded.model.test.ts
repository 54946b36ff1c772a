import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { NOTHING_PRELOADED, type Preloaded } from '../../src/domain/resources/form';
import { preloadedMachine } from './preloaded.screen';

const LOADED: Preloaded = {
  workers_comp_codes: [{ code: '8810', description: 'Clerical office employees', state: 'TX' }],
};

interface Sut {
  actor: ReturnType<typeof createActor<typeof preloadedMachine>>;
  settle: Settle;
}

describeModel<Sut>('preloaded lists chart', preloadedMachine, {
  events: [
    { type: 'xstate.done.actor.loadPreloaded', output: LOADED },
    { type: 'xstate.error.actor.loadPreloaded', error: new Error('Failed to fetch') },
  ],
  serialize: (s) => ({ value: s.value, error: s.context.error }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadPreloaded'] as const);
    const actor = createActor(
      preloadedMachine.provide({ actors }) as typeof preloadedMachine,
    ).start();
    return { actor, settle };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(sut.actor.getSnapshot().context.preloaded).toEqual(NOTHING_PRELOADED),
  states: {
    loading: (sut) => expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true),
    ready: (sut) => expect(sut.actor.getSnapshot().context.preloaded).toEqual(LOADED),
    failed: (sut) => {
      expect(sut.actor.getSnapshot().context.error).toBe('Failed to fetch');
      expect(sut.actor.getSnapshot().context.preloaded.workers_comp_codes).toEqual([]);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadPreloaded']),
    'preloaded.retry': (sut, e) => sut.actor.send(e as never),
  },
});
