import { assign, fromPromise, setup } from 'xstate';
import type { NotificationPreference } from './contract';

export const PREFERENCES_LOAD_FAILED = 'Your notification settings could not be loaded.';
export const PREFERENCE_SAVE_FAILED = 'The change was not saved. Please try again.';

export interface PreferenceChange {
  kind: NotificationPreference['kind'];
  email?: boolean;
  digest?: boolean;
}

export interface PreferencesContext {
  rows: NotificationPreference[];
  pending: PreferenceChange | null;
  error: string | null;
}

export type PreferencesEvent =
  { type: 'preferences.change'; change: PreferenceChange } | { type: 'preferences.retry' };

/**
 * The notification settings: load the caller's choice per kind, save each change as it is made (the
 * server answers the whole list, which replaces the shown one), and say so when a save fails.
 */
export const preferencesScreen = setup({
  types: { context: {} as PreferencesContext, events: {} as PreferencesEvent },
  actors: {
    load: fromPromise<NotificationPreference[]>(async () => {
      throw new Error('load is provided by the browser');
    }),
    save: fromPromise<NotificationPreference[], PreferenceChange>(async () => {
      throw new Error('save is provided by the browser');
    }),
  },
}).createMachine({
  id: 'notificationPreferences',
  description: 'Mail choices per kind of notification: load, then save each change.',
  context: { rows: [], pending: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign({ rows: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: PREFERENCES_LOAD_FAILED }) },
      },
    },
    failed: { on: { 'preferences.retry': { target: 'loading' } } },
    ready: {
      on: {
        'preferences.change': {
          target: 'saving',
          actions: assign({ pending: ({ event }) => event.change, error: null }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.pending ?? { kind: 'timesheet_submitted' },
        onDone: {
          target: 'ready',
          actions: assign({ rows: ({ event }) => event.output, pending: null }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: PREFERENCE_SAVE_FAILED, pending: null }),
        },
      },
    },
  },
});
