import { expect } from 'vitest';
import { createActor } from 'xstate';
import type { PublicGlobals } from '../../src/domain/contracts/public-globals';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { globalsMachine } from './globals.screen';

const GLOBALS = { mode: 'local', valid_redirect_urls: ['/dashboard'] } as PublicGlobals;

interface Sut {
  actor: ReturnType<typeof createActor<typeof globalsMachine>>;
  settle: Settle;
}

describeModel<Sut>('globals chart', globalsMachine, {
  events: [
    { type: 'xstate.done.actor.loadGlobals', output: GLOBALS },
    { type: 'xstate.error.actor.loadGlobals', error: new Error('Failed to fetch') },
  ],
  serialize: (s) => ({ value: s.value, error: s.context.error }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadGlobals'] as const);
    const actor = createActor(globalsMachine.provide({ actors }) as typeof globalsMachine).start();
    return { actor, settle };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(sut.actor.getSnapshot().value).toBe('loading'),
  states: {
    loading: (sut) => expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true),
    ready: (sut) => {
      expect(sut.actor.getSnapshot().value).toBe('ready');
      expect(sut.actor.getSnapshot().context.globals).toEqual(GLOBALS);
    },
    failed: (sut) => {
      expect(sut.actor.getSnapshot().value).toBe('failed');
      expect(sut.actor.getSnapshot().context.error).toBe('Failed to fetch');
    },
  },
  drivers: {
    ...outcomeDrivers(['loadGlobals']),
    'globals.retry': (sut, e) => sut.actor.send(e as never),
  },
});
