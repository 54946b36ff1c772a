import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SearchResult } from '../../src/domain/contracts/search';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { searchPaletteMachine } from './search-palette.screen';

const partner = {
  user_type: 'partner',
  role: 'owner',
  partner: null,
  client: null,
  contractor: null,
} as const;
const hit: SearchResult = {
  object_type: 'Clients',
  text: 'Globex',
  icon: 'building',
  redirect: '/clients/c1',
};

interface Sut {
  actor: ReturnType<typeof createActor<typeof searchPaletteMachine>>;
  settle: Settle;
  navigated: string[];
}

const snap = (sut: Sut) => sut.actor.getSnapshot();
const is = (sut: Sut, state: string) =>
  expect(snap(sut).matches(state as never), JSON.stringify(snap(sut).value)).toBe(true);

describeModel<Sut>('search-palette chart', searchPaletteMachine, {
  input: { user: partner },
  events: [
    { type: 'palette.type', query: 'glo' },
    { type: 'palette.type', query: '  ' },
    { type: 'palette.choose', redirect: hit.redirect },
    { type: 'xstate.done.actor.search', output: [hit] },
    { type: 'xstate.done.actor.search', output: [] },
    { type: 'xstate.error.actor.search', error: new Error('Server down') },
  ],
  serialize: (s) => ({
    value: s.value,
    blank: s.context.query.trim() === '',
    results: s.context.results.length,
    error: s.context.error,
  }),
  createSut: () => {
    vi.useFakeTimers();
    const { actors, settle } = deferredActors(['search'] as const);
    const navigated: string[] = [];
    const machine = searchPaletteMachine.provide({
      actors,
      actions: { navigate: (_, params) => navigated.push(params.redirect) },
    }) as typeof searchPaletteMachine;
    return { actor: createActor(machine, { input: { user: partner } }).start(), settle, navigated };
  },
  dispose: (sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  initial: (sut) => {
    is(sut, 'closed');
    expect(snap(sut).context.debounceMs).toBe(1000);
  },
  states: {
    closed: (sut) => {
      is(sut, 'closed');
      expect(snap(sut).hasTag('open')).toBe(false);
      expect(snap(sut).context).toMatchObject({ query: '', results: [], error: null });
    },
    'open.idle': (sut) => {
      is(sut, 'open.idle');
      expect(snap(sut).context.results).toEqual([]);
    },
    'open.debouncing': (sut) => {
      is(sut, 'open.debouncing');
      expect(snap(sut).hasTag('busy')).toBe(false);
    },
    'open.searching': (sut) => {
      is(sut, 'open.searching');
      expect(snap(sut).hasTag('busy')).toBe(true);
    },
    'open.results': (sut) => {
      is(sut, 'open.results');
      expect(snap(sut).context.results).toEqual([hit]);
    },
    'open.empty': (sut) => {
      is(sut, 'open.empty');
      expect(snap(sut).context.results).toEqual([]);
    },
    'open.failed': (sut) => {
      is(sut, 'open.failed');
      expect(snap(sut).context.error).toBe('Server down');
    },
  },
  drivers: {
    ...outcomeDrivers(['search']),
    'palette.open': (sut, e) => sut.actor.send(e as never),
    'palette.close': (sut, e) => sut.actor.send(e as never),
    'palette.shortcut': (sut, e) => sut.actor.send(e as never),
    'palette.type': (sut, e) => sut.actor.send(e as never),
    'palette.retry': (sut, e) => sut.actor.send(e as never),
    'palette.choose': (sut, e) => {
      const before = sut.navigated.length;
      sut.actor.send(e as never);
      expect(sut.navigated.slice(before)).toEqual([hit.redirect]);
    },
    'xstate.after.searchDebounce.searchPalette.open.debouncing': async (sut) => {
      // A partner's pause is 1000 ms (spec §9): nothing is asked a moment before it ends.
      await vi.advanceTimersByTimeAsync(999);
      is(sut, 'open.debouncing');
      await vi.advanceTimersByTimeAsync(1);
    },
  },
});
