import { assign, fromPromise, setup } from 'xstate';
import { MESSAGE_MAX_CHARS, type ConversationDetail, type Message } from './contract';
import { messageOf } from '../../domain/errors/extract-message';

/** A message on its way: shown at once (the optimistic echo), then replaced by the stored one. */
export interface PendingMessage {
  /** The sender's own id for it: a retry after a lost answer is stored once (the server dedupes). */
  client_key: string;
  body: string;
  file: File | null;
  status: 'sending' | 'failed';
  error: string | null;
}

export type ConversationHeader = Omit<ConversationDetail, 'messages'>;

export interface ConversationContext {
  id: string;
  conversation: ConversationHeader | null;
  messages: Message[];
  /**
   * The newest message number loaded or polled: the next poll asks for those after it. Not a sent
   * one's number: others' messages may have come just before it.
   */
  seen: number;
  outbox: PendingMessage[];
  /** The pending message on its way now (a retry may queue another before it). */
  inFlight: string | null;
  draft: string;
  file: File | null;
  error: string | null;
  /** Until the next look for new messages: short after activity, longer while quiet or offline. */
  pollDelay: number;
  offline: boolean;
}

export type ConversationEvent =
  | { type: 'conversation.retry' }
  | { type: 'draft.change'; value: string }
  | { type: 'draft.attach'; file: File }
  | { type: 'draft.detach' }
  | { type: 'message.send'; client_key: string }
  | { type: 'message.retry'; client_key: string }
  | { type: 'message.discard'; client_key: string };

/** Poll delays: the first look after activity, the longest while quiet, the longest while offline. */
export const POLL = { min: 2_000, quiet: 15_000, offline: 60_000 } as const;

const lastSeq = (messages: readonly Message[]) => messages.at(-1)?.seq ?? 0;

/** Messages by their place in the conversation, each once (a poll may bring what a send answered). */
export const mergeMessages = (have: readonly Message[], incoming: readonly Message[]) => {
  const byId = new Map(have.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
};

const draftReady = (c: ConversationContext) =>
  (c.draft.trim() !== '' || c.file !== null) && c.draft.trim().length <= MESSAGE_MAX_CHARS;

/**
 * One conversation's screen: load it (the browser marks what it shows as read), then at once look
 * for new messages with a growing delay, and send what the user writes. A sent message shows
 * straight away as "Sending…"; the stored one replaces it, or it stays "Not sent" with its reason
 * until retried or discarded. Messages go one at a time, in the order written.
 */
export const conversationScreen = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    input: {} as { id: string },
  },
  actors: {
    loadConversation: fromPromise<ConversationDetail, { id: string }>(async () => {
      throw new Error('loadConversation is provided by the browser');
    }),
    fetchNewer: fromPromise<Message[], { id: string; after: number }>(async () => {
      throw new Error('fetchNewer is provided by the browser');
    }),
    sendMessage: fromPromise<
      Message,
      { id: string; client_key: string; body: string; file: File | null }
    >(async () => {
      throw new Error('sendMessage is provided by the browser');
    }),
  },
  delays: { poll: ({ context }) => context.pollDelay },
  guards: {
    canSend: ({ context, event }) =>
      draftReady(context) &&
      event.type === 'message.send' &&
      !context.outbox.some((m) => m.client_key === event.client_key),
    hasQueued: ({ context }) => context.outbox.some((m) => m.status === 'sending'),
    isFailed: ({ context, event }) =>
      'client_key' in event &&
      context.outbox.some((m) => m.client_key === event.client_key && m.status === 'failed'),
  },
}).createMachine({
  id: 'conversation',
  description:
    'A conversation: load, live updates by polling with backoff, send with optimistic echo and retry.',
  initial: 'loading',
  context: ({ input }) => ({
    id: input.id,
    conversation: null,
    messages: [],
    seen: 0,
    outbox: [],
    inFlight: null,
    draft: '',
    file: null,
    error: null,
    pollDelay: POLL.min,
    offline: false,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadConversation',
        src: 'loadConversation',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const { messages, ...header } = event.output;
            return { conversation: header, messages, seen: lastSeq(messages), error: null };
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      description: 'Not found (or not yours), or the network failed: say so and offer Try again.',
      on: { 'conversation.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        'draft.change': { actions: assign({ draft: ({ event }) => event.value }) },
        'draft.attach': { actions: assign({ file: ({ event }) => event.file }) },
        'draft.detach': { actions: assign({ file: null }) },
        'message.send': {
          guard: 'canSend',
          description: 'Text (at most 5,000 characters), a file, or both.',
          actions: assign(({ context, event }) => ({
            outbox: [
              ...context.outbox,
              {
                client_key: event.client_key,
                body: context.draft.trim(),
                file: context.file,
                status: 'sending' as const,
                error: null,
              },
            ],
            draft: '',
            file: null,
            pollDelay: POLL.min,
          })),
        },
        'message.retry': {
          guard: 'isFailed',
          actions: assign({
            outbox: ({ context, event }) =>
              context.outbox.map((m) =>
                m.client_key === event.client_key
                  ? { ...m, status: 'sending' as const, error: null }
                  : m,
              ),
          }),
        },
        'message.discard': {
          guard: 'isFailed',
          actions: assign({
            outbox: ({ context, event }) =>
              context.outbox.filter((m) => m.client_key !== event.client_key),
          }),
        },
      },
      states: {
        delivery: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasQueued', target: 'sending' } },
            sending: {
              tags: ['sending'],
              entry: assign({
                inFlight: ({ context }) =>
                  context.outbox.find((m) => m.status === 'sending')!.client_key,
              }),
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => {
                  const next = context.outbox.find((m) => m.client_key === context.inFlight)!;
                  return {
                    id: context.id,
                    client_key: next.client_key,
                    body: next.body,
                    file: next.file,
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    messages: mergeMessages(context.messages, [event.output]),
                    outbox: context.outbox.filter((m) => m.client_key !== context.inFlight),
                    inFlight: null,
                  })),
                },
                onError: {
                  target: 'idle',
                  description:
                    'Refused (a file too large) or lost: the message stays, marked not sent, with the reason.',
                  actions: assign(({ context, event }) => ({
                    outbox: context.outbox.map((m) =>
                      m.client_key === context.inFlight
                        ? { ...m, status: 'failed' as const, error: messageOf(event.error) }
                        : m,
                    ),
                    inFlight: null,
                  })),
                },
              },
            },
          },
        },
        live: {
          initial: 'waiting',
          states: {
            waiting: { after: { poll: 'polling' } },
            polling: {
              invoke: {
                id: 'fetchNewer',
                src: 'fetchNewer',
                input: ({ context }) => ({ id: context.id, after: context.seen }),
                onDone: {
                  target: 'waiting',
                  description:
                    'New messages bring the next look closer; a quiet conversation is looked at less often.',
                  actions: assign(({ context, event }) => ({
                    messages: mergeMessages(context.messages, event.output),
                    seen: Math.max(context.seen, lastSeq(event.output)),
                    offline: false,
                    pollDelay:
                      event.output.length > 0
                        ? POLL.min
                        : Math.min(Math.round(context.pollDelay * 1.5), POLL.quiet),
                  })),
                },
                onError: {
                  target: 'waiting',
                  description:
                    'Offline or the server is down: say so, and try again less and less often.',
                  actions: assign(({ context }) => ({
                    offline: true,
                    pollDelay: Math.min(context.pollDelay * 2, POLL.offline),
                  })),
                },
              },
            },
          },
        },
      },
    },
  },
});
