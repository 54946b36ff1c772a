import { assign, fromPromise, setup } from 'xstate';

export const MARK_FAILED = 'The notifications could not be marked read. Please try again.';

/** What to mark: the chosen rows, or everything unread. */
export type MarkTarget = { ids: string[] } | { all: true };

export interface MarkReadContext {
  last: MarkTarget | null;
  error: string | null;
}

export type MarkReadEvent =
  { type: 'mark.selected'; ids: string[] } | { type: 'mark.all' } | { type: 'mark.retry' };

/**
 * Mark read on /notifications: the chosen rows or all of them, one request; when it is done the list
 * reloads (the `listChanged` action) and the bell hears the new count from the server's stream.
 */
export const markReadScreen = setup({
  types: { context: {} as MarkReadContext, events: {} as MarkReadEvent },
  actors: {
    mark: fromPromise<void, MarkTarget>(async () => {
      throw new Error('mark is provided by the browser');
    }),
  },
  actions: {
    listChanged: () => {},
  },
  guards: {
    hasSelection: ({ event }) => event.type === 'mark.selected' && event.ids.length > 0,
  },
}).createMachine({
  id: 'markRead',
  description: 'Mark chosen notifications, or all, read; the list reloads afterwards.',
  context: { last: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'mark.selected': {
          guard: 'hasSelection',
          target: 'marking',
          actions: assign({
            last: ({ event }) => ({ ids: (event as { ids: string[] }).ids }),
            error: null,
          }),
        },
        'mark.all': { target: 'marking', actions: assign({ last: { all: true }, error: null }) },
      },
    },
    marking: {
      tags: ['busy'],
      invoke: {
        id: 'mark',
        src: 'mark',
        input: ({ context }) => context.last ?? { all: true },
        onDone: { target: 'idle', actions: 'listChanged' },
        onError: { target: 'failed', actions: assign({ error: MARK_FAILED }) },
      },
    },
    failed: {
      description: 'The request failed: the message shows, with Try again.',
      on: {
        'mark.retry': { target: 'marking', actions: assign({ error: null }) },
        'mark.selected': {
          guard: 'hasSelection',
          target: 'marking',
          actions: assign({
            last: ({ event }) => ({ ids: (event as { ids: string[] }).ids }),
            error: null,
          }),
        },
        'mark.all': { target: 'marking', actions: assign({ last: { all: true }, error: null }) },
      },
    },
  },
});
