import { assign, fromPromise, setup } from 'xstate';

export const REVEAL_FAILED = 'The full numbers could not be shown. Please try again.';

export interface RevealContext {
  /** The full values, by field, while shown; never kept once hidden. */
  values: Record<string, string | null> | null;
  error: string | null;
}

export type RevealEvent = { type: 'reveal.show' } | { type: 'reveal.hide' };

/**
 * A Reveal control for personal numbers shown masked (an I-9's document numbers): one request for
 * the full values, which the server answers only after step-up (the two-factor modal opens on its
 * 424 and replays it), then Hide forgets them. The browser provides `fetchValues`.
 */
export const revealScreen = setup({
  types: { context: {} as RevealContext, events: {} as RevealEvent },
  actors: {
    fetchValues: fromPromise<Record<string, string | null>>(async () => {
      throw new Error('fetchValues is provided by the browser');
    }),
  },
}).createMachine({
  id: 'reveal',
  description:
    'Masked numbers with a Reveal control: full values only after the server (and step-up) allow them.',
  context: { values: null, error: null },
  initial: 'masked',
  states: {
    masked: {
      description: 'Last four digits only.',
      on: { 'reveal.show': { target: 'revealing', actions: assign({ error: null }) } },
    },
    revealing: {
      tags: ['busy'],
      description:
        'A 424 opens the step-up modal; the replay with the code is this request’s answer.',
      invoke: {
        id: 'fetchValues',
        src: 'fetchValues',
        onDone: { target: 'shown', actions: assign({ values: ({ event }) => event.output }) },
        onError: {
          target: 'masked',
          description: 'Refused, or the user closed the step-up modal.',
          actions: assign({ error: REVEAL_FAILED }),
        },
      },
    },
    shown: {
      on: { 'reveal.hide': { target: 'masked', actions: assign({ values: null }) } },
    },
  },
});
