import { assign, fromPromise, setup } from 'xstate';
import { NOTHING_PRELOADED, type Preloaded } from '../../src/domain/resources/form';

export interface PreloadedContext {
  preloaded: Preloaded;
  error: string | null;
}

/**
 * Lists the app loads once a user is signed in (spec §7: workers' comp codes "loaded at start"), kept
 * in memory for the forms that offer them. Pages never wait for them: until they arrive, or if they
 * fail, the lists are empty and the user may try again.
 */
export const preloadedMachine = setup({
  types: { context: {} as PreloadedContext, events: {} as { type: 'preloaded.retry' } },
  actors: {
    loadPreloaded: fromPromise<Preloaded>(async () => {
      throw new Error('loadPreloaded is provided by the app');
    }),
  },
}).createMachine({
  id: 'preloaded',
  context: { preloaded: NOTHING_PRELOADED, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPreloaded',
        src: 'loadPreloaded',
        onDone: {
          target: 'ready',
          actions: assign({ preloaded: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error
                ? event.error.message
                : 'Unknown Error, Please Contact Support',
          }),
        },
      },
    },
    ready: { type: 'final' },
    failed: {
      description:
        'The lists could not be loaded; forms offer none of their choices until a retry succeeds.',
      on: { 'preloaded.retry': 'loading' },
    },
  },
});
