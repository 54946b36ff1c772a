import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import type { ConversationDetail, Message } from './contract';
import { conversationScreen, POLL } from './chart';

const message = (seq: number, client_key: string, body: string): Message => ({
  id: `m${seq}`,
  seq,
  client_key,
  sender_user_id: seq === 3 ? 'me' : 'them',
  sender_name: seq === 3 ? 'Olive Owner' : 'Connie Contractor',
  body,
  attachment: null,
  sent_at: '2026-11-20T15:00:00.000Z',
});
const DETAIL: ConversationDetail = {
  id: 'c1',
  subject: 'Hours on Monday',
  record: null,
  participants: [],
  message_count: 1,
  last_read_seq: 1,
  messages: [message(1, 'k0', 'Hello')],
  has_earlier: false,
};
const FILE = { name: 'sheet.png' } as File;

interface Sut {
  actor: ReturnType<typeof createActor<typeof conversationScreen>>;
  settle: Settle;
}
const snap = (sut: Sut) => sut.actor.getSnapshot();

/** What makes a model state: where the chart is, whether a message failed, whether Send is open. */
const shown = (s: AnyMachineSnapshot) => ({
  value: s.value,
  failed: s.context.outbox.some((m: { status: string }) => m.status === 'failed'),
  ready: s.can({ type: 'message.send', client_key: 'k' }),
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describeModel<Sut>('conversation chart', conversationScreen, {
  input: { id: 'c1' },
  events: [
    { type: 'xstate.done.actor.loadConversation', output: DETAIL },
    { type: 'xstate.error.actor.loadConversation', error: new Error('Not Found') },
    { type: 'xstate.done.actor.fetchNewer', output: [] },
    { type: 'xstate.done.actor.fetchNewer', output: [message(2, 'k9', 'Any news?')] },
    { type: 'xstate.error.actor.fetchNewer', error: new Error('Failed to fetch') },
    { type: 'xstate.done.actor.sendMessage', output: message(3, 'k1', 'Yes') },
    { type: 'xstate.error.actor.sendMessage', error: new Error('The file is larger than 10 MB') },
    { type: 'draft.change', value: 'Yes' },
    { type: 'draft.change', value: '   ' },
    { type: 'draft.change', value: 'x'.repeat(5001) },
    { type: 'draft.attach', file: FILE },
    { type: 'message.send', client_key: 'k1' },
    { type: 'message.send', client_key: 'k2' },
    { type: 'message.retry', client_key: 'k1' },
    { type: 'message.discard', client_key: 'k1' },
  ],
  // Its checks count what the system did since it started.
  freshStart: true,
  serialize: shown,
  createSut: () => {
    const { actors, settle } = deferredActors([
      'loadConversation',
      'fetchNewer',
      'sendMessage',
    ] as const);
    const actor = createActor(conversationScreen.provide({ actors }) as typeof conversationScreen, {
      input: { id: 'c1' },
    });
    actor.start();
    return { actor, settle };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(snap(sut).value).toBe('loading'),
  states: {
    loading: (sut) => expect(snap(sut).hasTag('busy')).toBe(true),
    failed: (sut) => {
      expect(snap(sut).context.error).toBe('Not Found');
      expect(snap(sut).can({ type: 'conversation.retry' })).toBe(true);
    },
    'ready.delivery.idle': (sut, model) => {
      expect(shown(snap(sut))).toEqual(shown(model));
      // Idle only with nothing left to send: every pending message has failed.
      expect(snap(sut).context.outbox.every((m) => m.status === 'failed')).toBe(true);
      for (const m of snap(sut).context.outbox)
        expect(m.error).toBe('The file is larger than 10 MB');
    },
    'ready.delivery.sending': (sut, model) => {
      expect(shown(snap(sut))).toEqual(shown(model));
      expect(snap(sut).hasTag('sending')).toBe(true);
      // The optimistic echo: what was written shows before the server has it.
      expect(snap(sut).context.outbox.some((m) => m.status === 'sending')).toBe(true);
    },
    'ready.live.waiting': (sut, model) => {
      expect(shown(snap(sut))).toEqual(shown(model));
      // Messages are shown once each, in order, whatever mix of load, polls and sends brought them.
      const seqs = snap(sut).context.messages.map((m) => m.seq);
      expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
      const { pollDelay, offline } = snap(sut).context;
      expect(pollDelay).toBeGreaterThanOrEqual(POLL.min);
      expect(pollDelay).toBeLessThanOrEqual(offline ? POLL.offline : POLL.quiet);
    },
    'ready.live.polling': (sut, model) => {
      expect(shown(snap(sut))).toEqual(shown(model));
      // A poll asks after the newest loaded or polled message, never after a sent one's number.
      const polled = snap(sut).context.messages.filter((m) => m.client_key !== 'k1');
      expect(snap(sut).context.seen).toBe(polled.at(-1)?.seq ?? 0);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadConversation', 'fetchNewer', 'sendMessage']),
    'conversation.retry': (sut, e) => sut.actor.send(e as never),
    'draft.change': (sut, e) => sut.actor.send(e as never),
    'draft.attach': (sut, e) => sut.actor.send(e as never),
    'draft.detach': (sut, e) => sut.actor.send(e as never),
    'message.send': (sut, e) => sut.actor.send(e as never),
    'message.retry': (sut, e) => sut.actor.send(e as never),
    'message.discard': (sut, e) => sut.actor.send(e as never),
    'xstate.after.poll.conversation.ready.live.waiting': async (sut) => {
      const delay = snap(sut).context.pollDelay;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(snap(sut).matches({ ready: { live: 'waiting' } })).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
    },
  },
});
