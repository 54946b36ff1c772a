import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import { signApproveScreen } from './sign-approve.screen';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

interface Sut {
  actor: ReturnType<typeof createActor<typeof signApproveScreen>>;
  settle: Settle;
  changed: number;
}

const view = (s: AnyMachineSnapshot) => {
  const c = s.context as ReturnType<typeof signApproveScreen.getInitialSnapshot>['context'];
  return { value: s.value, fullName: c.fullName, drawnPng: c.drawnPng, error: c.error };
};

describeModel<Sut>('sign and approve dialog', signApproveScreen, {
  input: { id: 't1' },
  events: [
    { type: 'signApprove.name', value: 'Gloria Globex' },
    { type: 'signApprove.name', value: ' G ' },
    { type: 'signApprove.draw', png: PNG },
    { type: 'xstate.error.actor.sign', error: new Error('Type your full name to sign') },
    { type: 'xstate.error.actor.approve', error: new Error('Not allowed now') },
  ],
  serialize: view,
  createSut: () => {
    const { actors, settle } = deferredActors(['sign', 'approve'] as const);
    const sut = { changed: 0 } as Sut;
    const chart = signApproveScreen.provide({
      actors,
      actions: { changed: () => void (sut.changed += 1) },
    }) as typeof signApproveScreen;
    sut.actor = createActor(chart, { input: { id: 't1' } });
    sut.actor.start();
    sut.settle = settle;
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => {
    expect(sut.actor.getSnapshot().value).toBe('closed');
    expect(sut.actor.getSnapshot().hasTag('open')).toBe(false);
  },
  states: {
    closed: (sut, model) => {
      expect(view(sut.actor.getSnapshot())).toEqual(view(model));
      expect(sut.actor.getSnapshot().hasTag('open')).toBe(false);
    },
    editing: (sut, model) => {
      const s = sut.actor.getSnapshot();
      expect(view(s)).toEqual(view(model));
      expect(s.can({ type: 'signApprove.confirm' })).toBe(s.context.fullName.trim().length >= 2);
    },
    signing: (sut) => expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true),
    approving: (sut) => {
      const s = sut.actor.getSnapshot();
      expect(s.hasTag('busy')).toBe(true);
      expect(s.can({ type: 'signApprove.cancel' })).toBe(false);
    },
    approvalFailed: (sut) => {
      const s = sut.actor.getSnapshot();
      expect(s.context.error).toBe('Not allowed now');
      expect(s.can({ type: 'signApprove.retry' })).toBe(true);
    },
  },
  drivers: {
    ...outcomeDrivers(['sign', 'approve']),
    'signApprove.open': (sut, e) => sut.actor.send(e as never),
    'signApprove.name': (sut, e) => sut.actor.send(e as never),
    'signApprove.draw': (sut, e) => sut.actor.send(e as never),
    'signApprove.clearDrawing': (sut, e) => sut.actor.send(e as never),
    'signApprove.confirm': (sut, e) => sut.actor.send(e as never),
    'signApprove.retry': (sut, e) => sut.actor.send(e as never),
    'signApprove.cancel': (sut, e) => sut.actor.send(e as never),
  },
});
