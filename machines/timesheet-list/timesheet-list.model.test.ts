import { expect } from 'vitest';
import { createActor } from 'xstate';
import type { TimesheetList } from '../../src/domain/contracts/timesheets';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { timesheetListScreen, type FilterOptions } from './timesheet-list.screen';

const PAGE = { data: [{ id: 'a' }, { id: 'b' }], meta: { page: 1, per_page: 50, total: 2, total_hours_hundredths: 1450, total_hours: '14.50' } } as unknown as TimesheetList;
const OPTIONS: FilterOptions = { contractors: [{ id: 'c', name: 'Connie Contractor' }], clients: [], assignments: [] };

interface Sut {
  actor: ReturnType<typeof createActor<typeof timesheetListScreen>>;
  settle: Settle;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('timesheet list chart', timesheetListScreen, {
  input: { source: 'timesheets', query: { status: 'submitted,signed' }, canExport: true },
  events: [
    { type: 'list.query', query: { sort: 'hours' } },
    { type: 'list.toggle', id: 'a' },
    { type: 'xstate.done.actor.loadTimesheets', output: PAGE },
    { type: 'xstate.error.actor.loadTimesheets', error: new Error('Unknown Error, Please Contact Support') },
    { type: 'xstate.done.actor.loadFilterOptions', output: OPTIONS },
    { type: 'xstate.error.actor.loadFilterOptions', error: new Error('Forbidden') },
    { type: 'xstate.done.actor.downloadCsv', output: undefined },
    { type: 'xstate.error.actor.downloadCsv', error: new Error('Unknown Error, Please Contact Support') },
  ],
  serialize: (s) => ({ value: s.value, query: s.context.query, selected: s.context.selected }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadTimesheets', 'loadFilterOptions', 'downloadCsv'] as const);
    const actor = createActor(timesheetListScreen.provide({ actors }) as typeof timesheetListScreen, {
      input: { source: 'timesheets', query: { status: 'submitted,signed' }, canExport: true },
    }).start();
    return { actor, settle };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(snap(sut).value).toEqual({ options: 'loading', rows: 'loading' }),
  states: {
    'options.loading': (sut) => expect(snap(sut).context.options.contractors).toEqual([]),
    'options.ready': (sut) => expect(snap(sut).context.options).toEqual(OPTIONS),
    'options.unavailable': (sut) => expect(snap(sut).context.options.contractors).toEqual([]),
    'rows.loading': (sut, model) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).context.query).toEqual(model.context.query);
      expect(snap(sut).context.selected).toEqual([]);
    },
    'rows.failed': (sut) => {
      expect(snap(sut).context.error).toBe('Unknown Error, Please Contact Support');
      expect(snap(sut).context.selected).toEqual([]);
      expect(snap(sut).can({ type: 'list.retry' })).toBe(true);
    },
    'rows.loaded.idle': (sut, model) => {
      expect(snap(sut).context.result).toEqual(PAGE);
      expect(snap(sut).context.selected).toEqual(model.context.selected);
      expect(snap(sut).can({ type: 'list.download' })).toBe(true);
    },
    'rows.loaded.downloading': (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).can({ type: 'list.download' })).toBe(false);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadTimesheets', 'loadFilterOptions', 'downloadCsv']),
    'list.query': (sut, e) => sut.actor.send(e as never),
    'list.retry': (sut, e) => sut.actor.send(e as never),
    'list.reload': (sut, e) => sut.actor.send(e as never),
    'list.toggle': (sut, e) => sut.actor.send(e as never),
    'list.toggleAll': (sut, e) => sut.actor.send(e as never),
    'list.clearSelection': (sut, e) => sut.actor.send(e as never),
    'list.download': (sut, e) => sut.actor.send(e as never),
  },
});
