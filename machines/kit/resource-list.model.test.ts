import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { resourceListScreen, type FilterOptions, type ListPage } from './resource-list.screen';

const PAGE: ListPage = {
  data: [{ id: 'a' }, { id: 'b' }],
  meta: { page: 1, per_page: 50, total: 2, total_hours: '14.50' },
};
const EMPTY: ListPage = { data: [], meta: { page: 3, per_page: 50, total: 2 } };
const OPTIONS: FilterOptions = { contractor_id: [{ id: 'c', name: 'Connie Contractor' }] };
const INPUT = { query: { status: 'submitted,signed' }, exportable: true };

interface Sut {
  actor: ReturnType<typeof createActor<typeof resourceListScreen>>;
  settle: Settle;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('resource list chart', resourceListScreen, {
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
    const { actors, settle } = deferredActors([
      'loadPage',
      'loadFilterOptions',
      'downloadCsv',
    ] as const);
    const actor = createActor(resourceListScreen.provide({ actors }) as typeof resourceListScreen, {
      input: INPUT,
    }).start();
    return { actor, settle };
  },
  dispose: (sut) => {
    sut.actor.stop();
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
      expect(snap(sut).context.page).toEqual(PAGE);
      expect(snap(sut).context.selected).toEqual(model.context.selected);
      expect(snap(sut).can({ type: 'list.download' })).toBe(true);
    },
    'rows.loaded.downloading': (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).can({ type: 'list.download' })).toBe(false);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadPage', 'loadFilterOptions', 'downloadCsv']),
    'list.query': (sut, e) => sut.actor.send(e as never),
    'list.retry': (sut, e) => sut.actor.send(e as never),
    'list.reload': (sut, e) => sut.actor.send(e as never),
    'list.toggle': (sut, e) => sut.actor.send(e as never),
    'list.toggleAll': (sut, e) => sut.actor.send(e as never),
    'list.clearSelection': (sut, e) => sut.actor.send(e as never),
    'list.download': (sut, e) => sut.actor.send(e as never),
  },
});
