import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../src/domain/errors/extract-message';

/** A list query as the URL holds it: paging, sort and the descriptor's filters. */
export type ListQueryValues = Record<string, string | number | undefined>;

/** One page of any resource: `{data, meta: {page, per_page, total, …totals}}`. */
export interface ListPage<Item extends { id: string } = { id: string }> {
  data: Item[];
  meta: { page: number; per_page: number; total: number } & Record<string, unknown>;
}

export interface FilterOption {
  id: string;
  name: string;
}
/** Choices for the id filters, by filter name (`contractor_id`: the contractors in scope). */
export type FilterOptions = Record<string, FilterOption[]>;

export interface ResourceListContext {
  query: ListQueryValues;
  page: ListPage | null;
  error: string | null;
  selected: string[];
  options: FilterOptions;
  /** Spec §6 canExport for this list: the download control shows. */
  exportable: boolean;
  downloadError: string | null;
}

export type ResourceListEvent =
  | { type: 'list.query'; query: ListQueryValues }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'list.toggle'; id: string }
  | { type: 'list.toggleAll' }
  | { type: 'list.download' };

export interface ResourceListInput {
  query: ListQueryValues;
  exportable: boolean;
}

const pageOf = (event: unknown) => (event as { output: ListPage }).output;

/** How often a live list (rows still changing on the server, such as running reports) is read again. */
export const LIST_LIVE_MS = 1500;

/**
 * Any resource's list: the URL's query drives loading (filters, sort, page), a failure offers a
 * retry, rows can be selected for bulk actions, and the current filter downloads as CSV. The
 * resource provides the three actors; the chart is the same for every list. A list whose rows
 * change on their own (report runs making progress) provides `isLive`: while it holds for the
 * rows shown, the page is read again every LIST_LIVE_MS, quietly, the rows staying on screen.
 */
export const resourceListScreen = setup({
  types: {
    context: {} as ResourceListContext,
    events: {} as ResourceListEvent,
    input: {} as ResourceListInput,
  },
  actors: {
    loadPage: fromPromise<ListPage, { query: ListQueryValues }>(async () => {
      throw new Error('loadPage is provided by the resource');
    }),
    loadFilterOptions: fromPromise<FilterOptions>(async () => {
      throw new Error('loadFilterOptions is provided by the resource');
    }),
    downloadCsv: fromPromise<void, { query: ListQueryValues }>(async () => {
      throw new Error('downloadCsv is provided by the resource');
    }),
  },
  guards: {
    canDownload: ({ context }) => context.exportable,
    isEmpty: ({ event }) => pageOf(event).data.length === 0,
    isLive: () => false,
  },
  delays: { livePoll: LIST_LIVE_MS },
}).createMachine({
  id: 'resourceList',
  context: ({ input }) => ({
    query: input.query,
    page: null,
    error: null,
    selected: [],
    options: {},
    exportable: input.exportable,
    downloadError: null,
  }),
  type: 'parallel',
  states: {
    options: {
      description: 'Choices for the id filters; without them the filters still work from the URL.',
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
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ query: context.query }),
            onDone: [
              {
                guard: 'isEmpty',
                target: 'empty',
                actions: assign({ page: ({ event }) => event.output, error: null }),
              },
              {
                target: 'loaded',
                actions: assign({ page: ({ event }) => event.output, error: null }),
              },
            ],
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        failed: { on: { 'list.retry': 'loading' } },
        empty: {
          description: 'Nothing in scope for these filters, or a page past the end.',
          on: { 'list.reload': 'loading' },
        },
        loaded: {
          initial: 'idle',
          on: {
            'list.reload': { target: 'loading', actions: assign({ selected: [] }) },
            'list.toggle': {
              actions: assign({
                selected: ({ context, event }) =>
                  context.selected.includes(event.id)
                    ? context.selected.filter((id) => id !== event.id)
                    : [...context.selected, event.id],
              }),
            },
            'list.toggleAll': {
              actions: assign({
                selected: ({ context }) =>
                  context.selected.length === (context.page?.data.length ?? 0)
                    ? []
                    : (context.page?.data.map((r) => r.id) ?? []),
              }),
            },
          },
          states: {
            idle: {
              after: { livePoll: { guard: 'isLive', target: 'refreshing' } },
              on: {
                'list.download': {
                  guard: 'canDownload',
                  target: 'downloading',
                  actions: assign({ downloadError: null }),
                },
              },
            },
            refreshing: {
              description:
                'A live list read again in the background: the rows stay shown, the selection keeps the rows still there.',
              invoke: {
                id: 'refreshPage',
                src: 'loadPage',
                input: ({ context }) => ({ query: context.query }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    page: ({ event }) => event.output,
                    selected: ({ context, event }) =>
                      context.selected.filter((id) => event.output.data.some((r) => r.id === id)),
                  }),
                },
                // The rows shown stay; the next tick reads them again.
                onError: 'idle',
              },
              on: {
                'list.download': {
                  guard: 'canDownload',
                  target: 'downloading',
                  actions: assign({ downloadError: null }),
                },
              },
            },
            downloading: {
              tags: ['busy'],
              invoke: {
                id: 'downloadCsv',
                src: 'downloadCsv',
                input: ({ context }) => ({ query: context.query }),
                onDone: 'idle',
                onError: {
                  target: 'idle',
                  actions: assign({ downloadError: ({ event }) => messageOf(event.error) }),
                },
              },
            },
          },
        },
      },
    },
  },
});
