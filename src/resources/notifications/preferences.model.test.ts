import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import type { NotificationPreference } from './contract';
import {
  PREFERENCE_SAVE_FAILED,
  PREFERENCES_LOAD_FAILED,
  preferencesScreen,
} from './preferences.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof preferencesScreen>>;
  settle: Settle;
}

const row = (email: boolean): NotificationPreference => ({
  kind: 'timesheet_approved',
  label: 'Timesheet approved',
  email,
  digest: false,
  mailed_elsewhere: null,
});

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('notification preferences chart', preferencesScreen, {
  events: [
    { type: 'xstate.done.actor.load', output: [row(true)] },
    { type: 'xstate.error.actor.load', error: new Error('500') },
    { type: 'preferences.change', change: { kind: 'timesheet_approved', email: false } },
    { type: 'xstate.done.actor.save', output: [row(false)] },
    { type: 'xstate.error.actor.save', error: new Error('500') },
  ],
  serialize: (s) => ({ value: s.value, rows: s.context.rows, error: s.context.error }),
  createSut: () => {
    const { actors, settle } = deferredActors(['load', 'save'] as const);
    return {
      actor: createActor(preferencesScreen.provide({ actors }) as typeof preferencesScreen).start(),
      settle,
    };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(snap(sut).value).toBe('loading'),
  states: {
    loading: (sut) => expect(snap(sut).hasTag('busy')).toBe(true),
    failed: (sut) => expect(snap(sut).context.error).toBe(PREFERENCES_LOAD_FAILED),
    ready: (sut) => {
      expect(snap(sut).context.rows.length).toBe(1);
      expect([null, PREFERENCE_SAVE_FAILED]).toContain(snap(sut).context.error);
    },
    saving: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).context.pending).toEqual({ kind: 'timesheet_approved', email: false });
      expect(
        snap(sut).can({
          type: 'preferences.change',
          change: { kind: 'timesheet_approved', email: true },
        }),
      ).toBe(false);
    },
  },
  drivers: {
    ...outcomeDrivers(['load', 'save']),
    'preferences.change': (sut, e) => sut.actor.send(e as never),
    'preferences.retry': (sut, e) => sut.actor.send(e as never),
  },
});
