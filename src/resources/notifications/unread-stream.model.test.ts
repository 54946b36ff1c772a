import { afterEach, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import { retryDelayMs, unreadStreamScreen } from './unread-stream.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof unreadStreamScreen>>;
  settle: Settle;
  /** Tickets the stream was opened with, and how many streams are open now. */
  opened: string[];
  open: number;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('unread stream chart', unreadStreamScreen, {
  events: [
    { type: 'xstate.done.actor.getTicket', output: 'ticket-1' },
    { type: 'xstate.error.actor.getTicket', error: new Error('offline') },
    { type: 'stream.count', unread: 3 },
    { type: 'stream.count', unread: 0 },
  ],
  // Attempts past two behave alike; keeping them apart would make the model endless.
  serialize: (s) => ({
    value: s.value,
    unread: s.context.unread,
    attempts: Math.min(s.context.attempts, 2),
  }),
  createSut: () => {
    vi.useFakeTimers();
    const { actors, settle } = deferredActors(['getTicket'] as const);
    const sut = { settle, opened: [] as string[], open: 0 } as Sut;
    const listen = fromCallback<EventObject, { ticket: string }>(({ input }) => {
      sut.opened.push(input.ticket);
      sut.open++;
      return () => {
        sut.open--;
      };
    });
    sut.actor = createActor(
      unreadStreamScreen.provide({ actors: { ...actors, listen } }) as typeof unreadStreamScreen,
    ).start();
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  initial: (sut) => {
    expect(snap(sut).value).toBe('connecting');
    expect(snap(sut).context.unread).toBeNull();
  },
  states: {
    connecting: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(sut.open).toBe(0);
    },
    live: (sut) => {
      expect(sut.open).toBe(1);
      expect(sut.opened.at(-1)).toBe('ticket-1');
    },
    waiting: (sut) => {
      expect(sut.open).toBe(0);
      expect(snap(sut).context.attempts).toBeGreaterThan(0);
    },
  },
  drivers: {
    ...outcomeDrivers(['getTicket']),
    'stream.count': (sut, e) => {
      sut.actor.send(e as never);
      expect(snap(sut).context.unread).toBe((e as unknown as { unread: number }).unread);
      expect(snap(sut).context.attempts).toBe(0);
    },
    'stream.lost': (sut, e) => sut.actor.send(e as never),
    'network.online': (sut, e) => sut.actor.send(e as never),
    'xstate.after.retryDelay.unreadStream.waiting': async (sut) => {
      const wait = retryDelayMs(snap(sut).context.attempts);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(snap(sut).value).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
    },
  },
});

afterEach(() => vi.useRealTimers());

it('waits longer after each loss, at most 30 seconds, and keeps the last count while it waits', async () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
    1000, 2000, 4000, 8000, 16000, 30000, 30000,
  ]);
  vi.useFakeTimers();
  let tickets = 0;
  const machine = unreadStreamScreen.provide({
    actors: {
      getTicket: fromPromise(async () => {
        tickets++;
        if (tickets < 3) throw new Error('offline');
        return `t${tickets}`;
      }),
      listen: fromCallback(() => () => {}),
    },
  }) as typeof unreadStreamScreen;
  const actor = createActor(machine).start();
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().value).toBe('waiting');
  await vi.advanceTimersByTimeAsync(1000);
  expect(tickets).toBe(2);
  // Second failure: now it waits two seconds, not one.
  await vi.advanceTimersByTimeAsync(1000);
  expect(tickets).toBe(2);
  await vi.advanceTimersByTimeAsync(1000);
  expect(actor.getSnapshot().value).toBe('live');
  actor.send({ type: 'stream.count', unread: 4 });
  actor.send({ type: 'stream.lost' });
  expect(actor.getSnapshot()).toMatchObject({
    value: 'waiting',
    context: { unread: 4, attempts: 1 },
  });
  actor.stop();
});
