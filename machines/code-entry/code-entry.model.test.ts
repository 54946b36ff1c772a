import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { codeEntryMachine } from './code-entry.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof codeEntryMachine>>;
  submitted: string[];
}

const VALID = /^\d{6}$/;

describeModel<Sut>('code entry chart', codeEntryMachine, {
  events: [
    { type: 'code.type', code: '' },
    { type: 'code.type', code: '12' },
    { type: 'code.type', code: '12a456' },
    { type: 'code.type', code: '1234567' },
    { type: 'code.type', code: '123456' },
  ],
  serialize: (s) => ({ value: s.value, code: s.context.code, codeError: s.context.codeError }),
  createSut: () => {
    const sut = { submitted: [] } as unknown as Sut;
    sut.actor = createActor(
      codeEntryMachine.provide({
        actions: { submitted: (_, p) => void sut.submitted.push(p.code) },
      }) as typeof codeEntryMachine,
    ).start();
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => {
    expect(sut.actor.getSnapshot().context).toEqual({ code: '', codeError: null });
    expect(sut.actor.getSnapshot().can({ type: 'code.submit' })).toBe(false);
  },
  states: {
    editing: (sut, model) => {
      const snapshot = sut.actor.getSnapshot();
      expect(snapshot.context).toEqual(model.context);
      expect(snapshot.can({ type: 'code.submit' })).toBe(VALID.test(model.context.code));
    },
  },
  drivers: {
    'code.type': (sut, e) => sut.actor.send(e as never),
    'code.submit': (sut, e) => {
      const before = sut.submitted.length;
      const code = sut.actor.getSnapshot().context.code;
      sut.actor.send(e as never);
      expect(sut.submitted.length).toBe(before + (VALID.test(code) ? 1 : 0));
    },
  },
});
