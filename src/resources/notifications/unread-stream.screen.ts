import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';

/** After a loss the chart waits 1 s, then 2 s, 4 s … and at most 30 s before connecting again. */
export const retryDelayMs = (attempts: number) =>
  Math.min(1000 * 2 ** Math.max(attempts - 1, 0), 30_000);

export interface UnreadStreamContext {
  /** The unread count the server last pushed; null until the first one arrives. */
  unread: number | null;
  ticket: string | null;
  /** Losses since the stream last delivered a count: the backoff grows with them. */
  attempts: number;
}

export type UnreadStreamEvent =
  { type: 'stream.count'; unread: number } | { type: 'stream.lost' } | { type: 'network.online' };

/**
 * The one live connection of the top bar's bell: ask for a single-use ticket (an authenticated
 * POST, since EventSource sends no headers), open the server-sent event stream with it, keep the
 * count it pushes, and after a loss wait longer each time before connecting again; coming back
 * online connects at once. The browser provides `getTicket` and `listen` (src/app/actors).
 */
export const unreadStreamScreen = setup({
  types: { context: {} as UnreadStreamContext, events: {} as UnreadStreamEvent },
  actors: {
    getTicket: fromPromise<string>(async () => {
      throw new Error('getTicket is provided by the browser');
    }),
    listen: fromCallback<EventObject, { ticket: string }>(() => {
      throw new Error('listen is provided by the browser');
    }),
  },
  delays: { retryDelay: ({ context }) => retryDelayMs(context.attempts) },
}).createMachine({
  id: 'unreadStream',
  description: 'The bell’s live unread count: ticket, stream, backoff after a loss, resume.',
  context: { unread: null, ticket: null, attempts: 0 },
  initial: 'connecting',
  states: {
    connecting: {
      tags: ['busy'],
      description: 'Asking for a stream ticket.',
      invoke: {
        id: 'getTicket',
        src: 'getTicket',
        onDone: { target: 'live', actions: assign({ ticket: ({ event }) => event.output }) },
        onError: {
          target: 'waiting',
          description: 'Offline, or the server is down: try again later.',
        },
      },
    },
    live: {
      description: 'The stream is open; each change of the count arrives as it happens.',
      invoke: {
        id: 'listen',
        src: 'listen',
        input: ({ context }) => ({ ticket: context.ticket ?? '' }),
      },
      on: {
        'stream.count': {
          description:
            'A count arrived: the connection works, so the next loss starts the backoff afresh.',
          actions: assign({ unread: ({ event }) => event.unread, attempts: 0 }),
        },
        'stream.lost': {
          target: 'waiting',
          description: 'The network dropped or the server restarted.',
        },
      },
    },
    waiting: {
      description:
        'Backing off: the last count stays shown while the chart waits to connect again.',
      entry: assign({ attempts: ({ context }) => context.attempts + 1, ticket: null }),
      after: { retryDelay: { target: 'connecting' } },
      on: {
        'network.online': {
          target: 'connecting',
          description: 'Back online: no need to wait out the delay.',
        },
      },
    },
  },
});
