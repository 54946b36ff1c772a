import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import { MARK_FAILED, markReadScreen } from './mark-read.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof markReadScreen>>;
  settle: Settle;
  reloads: number;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('mark read chart', markReadScreen, {
  events: [
    { type: 'mark.selected', ids: ['n1', 'n2'] },
    { type: 'mark.selected', ids: [] },
    { type: 'mark.all' },
    { type: 'xstate.done.actor.mark' },
    { type: 'xstate.error.actor.mark', error: new Error('500') },
  ],
  serialize: (s) => ({ value: s.value, last: s.context.last, error: s.context.error }),
  createSut: () => {
    const { actors, settle } = deferredActors(['mark'] as const);
    const sut = { settle, reloads: 0 } as Sut;
    const machine = markReadScreen.provide({
      actors,
      actions: { listChanged: () => void sut.reloads++ },
    }) as typeof markReadScreen;
    sut.actor = createActor(machine).start();
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(snap(sut).value).toBe('idle'),
  states: {
    idle: (sut) => {
      expect(snap(sut).context.error).toBeNull();
      // An empty selection marks nothing.
      expect(snap(sut).can({ type: 'mark.selected', ids: [] })).toBe(false);
    },
    marking: (sut) => expect(snap(sut).hasTag('busy')).toBe(true),
    failed: (sut) => expect(snap(sut).context.error).toBe(MARK_FAILED),
  },
  drivers: {
    ...outcomeDrivers(['mark']),
    'xstate.done.actor.mark': async (sut, e) => {
      const before = sut.reloads;
      await sut.settle('mark', e as { output?: unknown }, true);
      expect(sut.reloads).toBe(before + 1);
    },
    'mark.selected': (sut, e) => sut.actor.send(e as never),
    'mark.all': (sut, e) => sut.actor.send(e as never),
    'mark.retry': (sut, e) => sut.actor.send(e as never),
  },
});
