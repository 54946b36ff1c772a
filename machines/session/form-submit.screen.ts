import { assign, fromPromise, setup } from 'xstate';

/**
 * One form sent to the server (forgot password, reset, change password, passwordless request,
 * confirm email): the request runs once at a time; its answer is kept for the page to show.
 */
export const formSubmitMachine = setup({
  types: {
    context: {} as { error: string | null; result: unknown },
    events: {} as { type: 'form.submit'; values: Record<string, string> } | { type: 'form.reset' },
  },
  actors: { submit: fromPromise<unknown, Record<string, string>>(async () => undefined) },
}).createMachine({
  id: 'formSubmit',
  context: { error: null, result: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => (event.type === 'form.submit' ? event.values : {}),
        onDone: {
          target: 'succeeded',
          actions: assign({ result: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error
                ? event.error.message
                : 'Unknown Error, Please Contact Support',
          }),
        },
      },
    },
    succeeded: {
      on: { 'form.reset': { target: 'editing', actions: assign({ error: null, result: null }) } },
    },
  },
});
