import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import { apiKeysScreen, NAME_REQUIRED } from './chart';

interface Sut {
  actor: ReturnType<typeof createActor<typeof apiKeysScreen>>;
  settle: Settle;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();
const SECRET = 'sk_0123456789012345678901234567890123456789012';

describeModel<Sut>('API keys chart', apiKeysScreen, {
  events: [
    { type: 'key.name', value: 'Reporting' },
    { type: 'key.name', value: '   ' },
    { type: 'key.scope', value: 'read_write' },
    { type: 'key.revoke', id: '00000000-0000-4000-8000-000000000001', name: 'Old' },
    { type: 'xstate.done.actor.createKey', output: { name: 'Reporting', key: SECRET } },
    {
      type: 'xstate.error.actor.createKey',
      error: new Error('Only developers can manage API keys'),
    },
    { type: 'xstate.done.actor.revokeKey', output: undefined },
    { type: 'xstate.error.actor.revokeKey', error: new Error('Not Found') },
  ],
  serialize: (s) => ({
    value: s.value,
    named: s.context.name.trim() !== '',
    scope: s.context.scope,
    nameError: s.context.nameError,
    error: s.context.error,
    created: s.context.created,
    revoking: s.context.revoking,
  }),
  createSut: () => {
    const { actors, settle } = deferredActors(['createKey', 'revokeKey'] as const);
    return {
      actor: createActor(apiKeysScreen.provide({ actors }) as typeof apiKeysScreen).start(),
      settle,
    };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => {
    expect(snap(sut).value).toBe('ready');
    expect(snap(sut).context.created).toBeNull();
  },
  states: {
    ready: (sut, model) => {
      expect(snap(sut).hasTag('form')).toBe(true);
      expect(snap(sut).context.created).toBeNull();
      expect(snap(sut).context.nameError).toBe(model.context.nameError);
      expect(snap(sut).context.error).toBe(model.context.error);
    },
    creating: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).can({ type: 'key.create' })).toBe(false);
    },
    revealed: (sut) => {
      expect(snap(sut).context.created).toEqual({ name: 'Reporting', key: SECRET });
      expect(snap(sut).context.name).toBe('');
      expect(snap(sut).can({ type: 'key.revoke', id: 'x', name: 'x' })).toBe(false);
    },
    confirmingRevoke: (sut) => {
      expect(snap(sut).hasTag('confirming')).toBe(true);
      expect(snap(sut).context.revoking?.name).toBe('Old');
    },
    revokingKey: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).can({ type: 'key.cancel' })).toBe(false);
    },
  },
  drivers: {
    ...outcomeDrivers(['createKey', 'revokeKey']),
    'key.name': (sut, e) => sut.actor.send(e as never),
    'key.scope': (sut, e) => sut.actor.send(e as never),
    'key.create': (sut, e) => {
      const named = snap(sut).context.name.trim() !== '';
      const before = snap(sut).context.revision;
      sut.actor.send(e as never);
      if (!named) expect(snap(sut).context.nameError).toBe(NAME_REQUIRED);
      expect(snap(sut).context.revision).toBe(before);
    },
    'key.dismiss': (sut, e) => sut.actor.send(e as never),
    'key.revoke': (sut, e) => sut.actor.send(e as never),
    'key.cancel': (sut, e) => sut.actor.send(e as never),
    'key.confirm': (sut, e) => sut.actor.send(e as never),
  },
});
