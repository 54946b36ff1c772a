import { expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import {
  LIST_LIVE_MS,
  resourceListScreen,
  type FilterOptions,
  type ListPage,
} from './resource-list.screen';

const PAGE: ListPage = {
  data: [{ id: 'a' }, { id: 'b' }],
  meta: { page: 1, per_page: 50, total: 2, total_hours: '14.50' },
};
/** The page read again while live: the same rows, their totals moved on. */
const REFRESHED: ListPage = { data: PAGE.data, meta: { ...PAGE.meta, total_hours: '15.00' } };
const EMPTY: ListPage = { data: [], meta: { page: 3, per_page: 50, total: 2 } };
const OPTIONS: FilterOptions = { contractor_id: [{ id: 'c', name: 'Connie Contractor' }] };
const INPUT = { query: { status: 'submitted,signed' }, exportable: true };

interface Sut {
  actor: ReturnType<typeof createActor<typeof resourceListScreen>>;
  settle: Settle;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

// The model plays a live list (its rows change on the server) so the quiet refresh is covered too;
// live only with nothing selected and the first query, which covers it without multiplying paths
// (the selection across a refresh has its own test below).
const liveList = resourceListScreen.provide({
  guards: {
    isLive: ({ context }) => context.selected.length === 0 && context.query === INPUT.query,
  },
});

describeModel<Sut>('resource list chart', liveList, {
  input: INPUT,
  events: [
    { type: 'list.query', query: { sort: 'hours' } },
    { type: 'list.toggle', id: 'a' },
    { type: 'xstate.done.actor.loadPage', output: PAGE },
    { type: 'xstate.done.actor.loadPage', output: EMPTY },
    {
      type: 'xstate.error.actor.loadPage',
      error: new Error('Unknown Error, Please Contact Support'),
    },
    { type: 'xstate.done.actor.refreshPage', output: REFRESHED },
    { type: 'xstate.error.actor.refreshPage', error: new Error('Failed to fetch') },
    { type: 'xstate.done.actor.loadFilterOptions', output: OPTIONS },
    { type: 'xstate.error.actor.loadFilterOptions', error: new Error('Forbidden') },
    { type: 'xstate.done.actor.downloadCsv', output: undefined },
    {
      type: 'xstate.error.actor.downloadCsv',
      error: new Error('Unknown Error, Please Contact Support'),
    },
  ],
  serialize: (s) => ({ value: s.value, query: s.context.query, selected: s.context.selected }),
  createSut: () => {
    vi.useFakeTimers();
    const { actors, settle } = deferredActors([
      'loadPage',
      'loadFilterOptions',
      'downloadCsv',
    ] as const);
    const actor = createActor(liveList.provide({ actors }) as typeof resourceListScreen, {
      input: INPUT,
    }).start();
    return { actor, settle };
  },
  dispose: (sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  initial: (sut) => expect(snap(sut).value).toEqual({ options: 'loading', rows: 'loading' }),
  states: {
    'options.loading': (sut) => expect(snap(sut).context.options).toEqual({}),
    'options.ready': (sut) => expect(snap(sut).context.options).toEqual(OPTIONS),
    'options.unavailable': (sut) => expect(snap(sut).context.options).toEqual({}),
    'rows.loading': (sut, model) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).context.query).toEqual(model.context.query);
      expect(snap(sut).context.selected).toEqual([]);
    },
    'rows.failed': (sut) => {
      expect(snap(sut).context.error).toBe('Unknown Error, Please Contact Support');
      expect(snap(sut).can({ type: 'list.retry' })).toBe(true);
    },
    'rows.empty': (sut) => {
      expect(snap(sut).context.page).toEqual(EMPTY);
      expect(snap(sut).can({ type: 'list.download' })).toBe(false);
      expect(snap(sut).can({ type: 'list.toggleAll' })).toBe(false);
    },
    'rows.loaded.idle': (sut, model) => {
      expect(snap(sut).context.page).toEqual(model.context.page);
      expect(snap(sut).context.selected).toEqual(model.context.selected);
      expect(snap(sut).can({ type: 'list.download' })).toBe(true);
    },
    'rows.loaded.refreshing': (sut, model) => {
      // Read again quietly: not busy, the rows and the selection still shown.
      expect(snap(sut).hasTag('busy')).toBe(false);
      expect(snap(sut).context.page).toEqual(model.context.page);
      expect(snap(sut).context.selected).toEqual(model.context.selected);
    },
    'rows.loaded.downloading': (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).can({ type: 'list.download' })).toBe(false);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadPage', 'loadFilterOptions', 'downloadCsv']),
    'xstate.done.actor.refreshPage': (sut, e) =>
      sut.settle('loadPage', e as { output?: unknown }, true),
    'xstate.error.actor.refreshPage': (sut, e) =>
      sut.settle('loadPage', e as { error?: unknown }, false),
    'xstate.after.livePoll.resourceList.rows.loaded.idle': async (sut) => {
      await vi.advanceTimersByTimeAsync(LIST_LIVE_MS - 1);
      expect(snap(sut).matches({ rows: { loaded: 'idle' } })).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
    },
    'list.query': (sut, e) => sut.actor.send(e as never),
    'list.retry': (sut, e) => sut.actor.send(e as never),
    'list.reload': (sut, e) => sut.actor.send(e as never),
    'list.toggle': (sut, e) => sut.actor.send(e as never),
    'list.toggleAll': (sut, e) => sut.actor.send(e as never),
    'list.download': (sut, e) => sut.actor.send(e as never),
  },
});

it('keeps selected only the rows a live refresh still shows', async () => {
  vi.useFakeTimers();
  const pages = [PAGE, { data: [{ id: 'a' }], meta: { page: 1, per_page: 50, total: 1 } }];
  const actor = createActor(
    resourceListScreen.provide({
      guards: { isLive: () => true },
      actors: {
        loadPage: fromPromise(async () => pages.shift()!),
        loadFilterOptions: fromPromise(async () => ({})),
      },
    }),
    { input: INPUT },
  ).start();
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'list.toggleAll' });
  expect(actor.getSnapshot().context.selected).toEqual(['a', 'b']);
  await vi.advanceTimersByTimeAsync(LIST_LIVE_MS);
  expect(actor.getSnapshot().context.page?.data).toEqual([{ id: 'a' }]);
  expect(actor.getSnapshot().context.selected).toEqual(['a']);
  actor.stop();
  vi.useRealTimers();
});

it('reads a list that is not live only when asked', async () => {
  vi.useFakeTimers();
  let loads = 0;
  const actor = createActor(
    resourceListScreen.provide({
      actors: {
        loadPage: fromPromise(async () => {
          loads += 1;
          return PAGE;
        }),
        loadFilterOptions: fromPromise(async () => ({})),
      },
    }),
    { input: INPUT },
  ).start();
  await vi.advanceTimersByTimeAsync(10 * LIST_LIVE_MS);
  expect(actor.getSnapshot().matches({ rows: { loaded: 'idle' } })).toBe(true);
  expect(loads).toBe(1);
  actor.stop();
  vi.useRealTimers();
});
