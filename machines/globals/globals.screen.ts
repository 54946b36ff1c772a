import { assign, fromPromise, setup } from 'xstate';
import type { PublicGlobals } from '../../src/domain/contracts/public-globals';

export interface GlobalsContext {
  globals: PublicGlobals | null;
  error: string | null;
}

/** Public globals (branding, settings) are loaded once at app start; nothing renders without them. */
export const globalsMachine = setup({
  types: { context: {} as GlobalsContext, events: {} as { type: 'globals.retry' } },
  actors: {
    loadGlobals: fromPromise<PublicGlobals>(async () => {
      throw new Error('loadGlobals is provided by the app');
    }),
  },
}).createMachine({
  id: 'globals',
  context: { globals: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadGlobals',
        src: 'loadGlobals',
        onDone: {
          target: 'ready',
          actions: assign({ globals: ({ event }) => event.output, error: null }),
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
      description: 'The server could not be reached; the user may try again.',
      on: { 'globals.retry': 'loading' },
    },
  },
});
