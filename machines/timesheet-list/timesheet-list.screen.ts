import { assign, fromPromise, setup } from 'xstate';
import type { TimesheetList } from '../../src/domain/contracts/timesheets';
import { messageOf } from '../../src/domain/errors/extract-message';

/** The list's query as the URL holds it (strings, as the API takes them). */
export type ListQuery = Record<string, string | number | undefined>;

/** Which endpoint feeds the list: all timesheets in scope, or the decider's queue. */
export type ListSource = 'timesheets' | 'approvals';

export interface FilterOption {
  id: string;
  name: string;
}
export interface FilterOptions {
  contractors: FilterOption[];
  clients: FilterOption[];
  assignments: FilterOption[];
}

export interface TimesheetListContext {
  source: ListSource;
  query: ListQuery;
  result: TimesheetList | null;
  error: string | null;
  selected: string[];
  options: FilterOptions;
  /** Spec §6 canExport on the timesheets list (the approvals queue has no CSV): the control shows. */
  exportable: boolean;
  downloadError: string | null;
}

export type TimesheetListEvent =
  | { type: 'list.query'; query: ListQuery }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'list.toggle'; id: string }
  | { type: 'list.toggleAll' }
  | { type: 'list.clearSelection' }
  | { type: 'list.download' };


/**
 * A timesheet list: the URL's query drives loading (filters, sort, page), a failure offers a retry,
 * rows can be selected for bulk actions, and the current filter downloads as CSV.
 */
export const timesheetListScreen = setup({
  types: {
    context: {} as TimesheetListContext,
    events: {} as TimesheetListEvent,
    input: {} as { source: ListSource; query: ListQuery; canExport: boolean },
  },
  actors: {
    loadTimesheets: fromPromise<TimesheetList, { source: ListSource; query: ListQuery }>(async () => {
      throw new Error('loadTimesheets is provided by the browser');
    }),
    loadFilterOptions: fromPromise<FilterOptions>(async () => {
      throw new Error('loadFilterOptions is provided by the browser');
    }),
    downloadCsv: fromPromise<void, { query: ListQuery }>(async () => {
      throw new Error('downloadCsv is provided by the browser');
    }),
  },
  guards: {
    canDownload: ({ context }) => context.exportable,
  },
}).createMachine({
  id: 'timesheetListScreen',
  context: ({ input }) => ({
    source: input.source,
    query: input.query,
    result: null,
    error: null,
    selected: [],
    options: { contractors: [], clients: [], assignments: [] },
    exportable: input.source === 'timesheets' && input.canExport,
    downloadError: null,
  }),
  type: 'parallel',
  states: {
    options: {
      description: 'Filter choices come from the assignments in scope; without them the filters still work from the URL.',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFilterOptions',
            src: 'loadFilterOptions',
            onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
            onError: 'unavailable',
          },
        },
        ready: {},
        unavailable: {},
      },
    },
    rows: {
      initial: 'loading',
      on: {
        'list.query': {
          target: '.loading',
          description: 'A new filter, sort or page: the selection belonged to the old rows.',
          actions: assign({ query: ({ event }) => event.query, selected: [] }),
        },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadTimesheets',
            src: 'loadTimesheets',
            input: ({ context }) => ({ source: context.source, query: context.query }),
            onDone: { target: 'loaded', actions: assign({ result: ({ event }) => event.output, error: null }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        failed: { on: { 'list.retry': 'loading' } },
        loaded: {
          initial: 'idle',
          on: {
            'list.reload': { target: 'loading', actions: assign({ selected: [] }) },
            'list.toggle': {
              actions: assign({
                selected: ({ context, event }) =>
                  context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id],
              }),
            },
            'list.toggleAll': {
              actions: assign({
                selected: ({ context }) => (context.selected.length === (context.result?.data.length ?? 0) ? [] : (context.result?.data.map((t) => t.id) ?? [])),
              }),
            },
            'list.clearSelection': { actions: assign({ selected: [] }) },
          },
          states: {
            idle: { on: { 'list.download': { guard: 'canDownload', target: 'downloading', actions: assign({ downloadError: null }) } } },
            downloading: {
              tags: ['busy'],
              invoke: {
                id: 'downloadCsv',
                src: 'downloadCsv',
                input: ({ context }) => ({ query: context.query }),
                onDone: 'idle',
                onError: { target: 'idle', actions: assign({ downloadError: ({ event }) => messageOf(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});
