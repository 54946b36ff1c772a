// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  connectResourceList,
  type ResourceListApi,
} from '../../../../machines/kit/resource-list.connect';
import {
  LIST_LIVE_MS,
  resourceListScreen,
  type FilterOptions,
  type ListPage,
  type ListQueryValues,
  type ResourceListEvent,
} from '../../../../machines/kit/resource-list.screen';
import {
  listHref,
  parseListSearch,
  type ListQuery,
  type ListQueryDescriptor,
} from '../../../domain/resources/list-query';
import {
  arrive,
  describeView,
  expectUnoffered,
  press,
  type ViewModelSpec,
  type ViewSut,
} from '../../../../tests/model/view-model';
import type { Column } from './data-table';
import { ListPageView, type ListPageProps } from './resource-list-view';

interface Widget {
  id: string;
  name: string;
  hours: string;
}

const descriptor = {
  filters: {
    status: { kind: 'enum', values: ['approved', 'submitted'] },
    owner_id: { kind: 'uuid' },
  },
  sorts: ['name'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;
type Query = ListQuery<typeof descriptor>;

const PATH = '/widgets';
const parse = (values: ListQueryValues) => parseListSearch(descriptor, values);
/** Two queries are one when they make one URL. */
const hrefOf = (values: ListQueryValues) => listHref(PATH, descriptor, parse(values));

/** The queries the paths visit: the defaults, a status, the name sort reversed, 25 rows a page. */
const DEFAULTS = parse({}) as unknown as ListQueryValues;
const APPROVED = { ...DEFAULTS, status: 'approved' };
const BY_NAME_DOWN = { ...DEFAULTS, sort: '-name' };
const PER_25 = { ...DEFAULTS, per_page: 25 };

const ROWS: Widget[] = [
  { id: 'a', name: 'Anvil', hours: '7.50' },
  { id: 'b', name: 'Bolt', hours: '7.00' },
];
const PAGE: ListPage<Widget> = { data: ROWS, meta: { page: 1, per_page: 50, total: 2 } };
/** The page read again while live: one row left. */
const REFRESHED: ListPage<Widget> = { data: [ROWS[0]!], meta: { page: 1, per_page: 50, total: 1 } };
const EMPTY: ListPage<Widget> = { data: [], meta: { page: 1, per_page: 50, total: 0 } };
const OPTIONS: FilterOptions = {
  owner_id: [{ id: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b', name: 'Olga Owner' }],
};
const FAILURE = 'Unknown Error, Please Contact Support';

const columns: Column<Widget>[] = [
  { header: 'Name', sortKey: 'name', rowHeader: true, cell: (w) => w.name },
  { header: 'Hours', cell: (w) => w.hours, align: 'right' },
];
const page: ListPageProps<Widget, typeof descriptor> = {
  resource: {
    labels: { singular: 'Widget', plural: 'Widgets' },
    specPaths: [PATH],
    query: descriptor,
  },
  columns,
  fields: { status: { label: 'Status' }, owner_id: { label: 'Owner' } },
  // A panel adding rows elsewhere reloads the list, as an upload form does.
  intro: ({ reload }) => (
    <button type="button" onClick={reload}>
      Reload widgets
    </button>
  ),
  bulk: {
    label: (w) => `Select ${w.name}`,
    bar: ({ selected }) => <p>{selected.length} chosen</p>,
  },
};

// Live while both rows are shown: the refresh leaves one, so it is reached without multiplying the
// paths. The guard reads only what stays put while idle, as the page's one timer per visit does.
const INPUT = { query: DEFAULTS, exportable: true };
const chart = resourceListScreen.provide({
  guards: {
    isLive: ({ context }) => context.page?.data.length === 2,
  },
});

const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });

const root = () => screen.getByRole('region', { name: 'Widgets' });
const select = (name: string) => screen.queryByRole('combobox', { name }) as HTMLSelectElement;
const checkbox = (name: string) => screen.queryByRole('checkbox', { name }) as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
/** A failed download stays said, beside the title, until the next one. */
const downloadAlert = (sut: ViewSut) =>
  sut.actor.getSnapshot().context.downloadError ? [FAILURE] : [];
const urlQuery = (sut: ViewSut) => sut.actor.getSnapshot().context.query as ListQueryValues;

/** What every state shows: the URL's filters, the owners to choose from once loaded, the busy mark. */
function common(sut: ViewSut, model: AnyMachineSnapshot, state: string, busy: boolean) {
  const query = parse(urlQuery(sut));
  expect(root().dataset.state).toBe(state);
  expect(root().getAttribute('aria-busy')).toBe(String(busy));
  expect(select('Status').value).toBe(query.status ?? '');
  expect(screen.queryByRole('option', { name: 'Olga Owner' }) !== null).toBe(
    model.matches({ options: 'ready' }),
  );
  expect(select('Rows per page')?.value ?? null).toBe(
    model.context.page ? String(query.per_page) : null,
  );
}

/** The table as the user reads it: headers with the sort shown, rows with their ticks. */
function table(sut: ViewSut, model: AnyMachineSnapshot) {
  const page = model.context.page as ListPage<Widget>;
  const down = parse(urlQuery(sut)).sort === '-name';
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    '',
    down ? 'Name ↓' : 'Name ↑',
    'Hours',
  ]);
  expect(
    screen.getByRole('button', { name: 'Sort by name' }).closest('th')?.getAttribute('aria-sort'),
  ).toBe(down ? 'descending' : 'ascending');
  const selected = sut.actor.getSnapshot().context.selected;
  expect(page.data.map((w) => [w.name, checkbox(`Select ${w.name}`).checked])).toEqual(
    page.data.map((w) => [w.name, selected.includes(w.id)]),
  );
  expect(screen.getByText(`${selected.length} chosen`)).toBeTruthy();
  expect(screen.queryByText('No widgets match these filters.')).toBeNull();
}

const download = () => screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement;

/**
 * A new query: the control that asks for it from the query shown (Clear filters, the status, the
 * name header, the page size); a query no control gives from here comes by Back or a typed address.
 */
function driveQuery(sut: ViewSut, e: EventObject & { query?: unknown }) {
  const now = parse(urlQuery(sut));
  const target = hrefOf(e.query as ListQueryValues);
  const from = (patch: Partial<Query>) =>
    hrefOf({ ...now, page: 1, ...patch } as unknown as ListQueryValues) === target;
  const cleared =
    hrefOf({ page: 1, per_page: now.per_page, sort: now.sort } as ListQueryValues) === target;
  const wanted = parse(e.query as ListQueryValues);
  if (cleared) {
    // The empty list's own way out, else the filter bar's.
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear[clear.length - 1]!);
  } else if (from({ status: wanted.status }))
    fireEvent.change(select('Status'), { target: { value: wanted.status ?? '' } });
  else if (screen.queryByRole('table') && from({ sort: now.sort === 'name' ? '-name' : 'name' }))
    fireEvent.click(screen.getByRole('button', { name: 'Sort by name' }));
  else if (select('Rows per page') && from({ per_page: wanted.per_page }))
    fireEvent.change(select('Rows per page'), { target: { value: String(wanted.per_page) } });
  else arrive(sut, e);
}

/** What the router hands the chart once the URL is `href`. */
const urlChanged = (href: string): ResourceListEvent => ({
  type: 'list.query',
  query: parse(
    Object.fromEntries(new URL(href, 'http://localhost').searchParams),
  ) as unknown as ListQueryValues,
});

const spec: ViewModelSpec<ResourceListApi<Widget>> = {
  machine: chart,
  input: INPUT,
  invokes: ['loadPage', 'loadFilterOptions', 'downloadCsv'],
  events: [
    { type: 'list.query', query: DEFAULTS },
    { type: 'list.query', query: APPROVED },
    { type: 'list.query', query: BY_NAME_DOWN },
    { type: 'list.query', query: PER_25 },
    { type: 'list.toggle', id: 'a' },
    { type: 'xstate.done.actor.loadPage', output: PAGE },
    { type: 'xstate.done.actor.loadPage', output: EMPTY },
    { type: 'xstate.error.actor.loadPage', error: new Error(FAILURE) },
    { type: 'xstate.done.actor.refreshPage', output: REFRESHED },
    { type: 'xstate.error.actor.refreshPage', error: new Error('Failed to fetch') },
    { type: 'xstate.done.actor.loadFilterOptions', output: OPTIONS },
    { type: 'xstate.error.actor.loadFilterOptions', error: new Error('Forbidden') },
    { type: 'xstate.done.actor.downloadCsv', output: undefined },
    { type: 'xstate.error.actor.downloadCsv', error: new Error(FAILURE) },
  ],
  // The query and a failed download's words are left out of the model state (they would multiply
  // every state): the page sent exactly the query each path asks for, and the checks read what the
  // chart holds.
  serialize: (s) => ({
    value: s.value,
    selected: s.context.selected.length,
    rows: (s.context.page as ListPage | null)?.data.length ?? null,
  }),
  // The router's part: a navigate is a new URL, whose query the page hands the chart.
  connect: (snapshot, send) =>
    connectResourceList<Widget, typeof descriptor>(snapshot as never, send, {
      path: PATH,
      descriptor,
      query: parse(snapshot.context.query),
      columns,
      selectable: true,
      navigate: (href) => send(urlChanged(href)),
    }),
  view: (api) => (
    <RouterContextProvider router={router}>
      <ListPageView api={api} {...page} />
    </RouterContextProvider>
  ),
  states: {
    'options.loading': () =>
      expect(screen.queryByRole('option', { name: 'Olga Owner' })).toBeNull(),
    'options.ready': () => expect(screen.getByRole('option', { name: 'Olga Owner' })).toBeTruthy(),
    'options.unavailable': () =>
      expect(screen.queryByRole('option', { name: 'Olga Owner' })).toBeNull(),
    'rows.loading': (sut, model) => {
      common(sut, model, 'loading', true);
      expect(screen.queryByRole('table')).toBeNull();
      expect(alerts()).toEqual(downloadAlert(sut));
      expect(download().disabled).toBe(true);
    },
    'rows.failed': (sut, model) => {
      common(sut, model, 'failed', false);
      expect(alerts()).toEqual([...downloadAlert(sut), `${FAILURE}Try again`]);
      expect(screen.queryByRole('table')).toBeNull();
    },
    'rows.empty': (sut, model) => {
      common(sut, model, 'empty', false);
      expect(screen.getByText('No widgets match these filters.')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2);
      expect(screen.queryByRole('table')).toBeNull();
      expect(download().disabled).toBe(true);
    },
    'rows.loaded.idle': (sut, model) => {
      common(sut, model, 'loaded', false);
      table(sut, model);
      expect(download().disabled).toBe(false);
      expect(alerts()).toEqual(downloadAlert(sut));
    },
    'rows.loaded.refreshing': (sut, model) => {
      // Read again quietly: not busy, the rows still shown.
      common(sut, model, 'loaded', false);
      table(sut, model);
      expect(download().disabled).toBe(false);
    },
    'rows.loaded.downloading': (sut, model) => {
      common(sut, model, 'loaded', true);
      table(sut, model);
      expect(download().disabled).toBe(true);
      expect(alerts()).toEqual([]);
    },
  },
  drivers: {
    'list.query': (sut, e) => driveQuery(sut, e),
    'list.retry': (sut, e) => press(sut, 'Try again', e),
    'list.reload': (sut, e) => press(sut, 'Reload widgets', e),
    'list.download': (sut, e) => press(sut, 'Download CSV', e),
    'list.toggle': (sut, e) => {
      const box = checkbox('Select Anvil');
      if (!box) return expectUnoffered(sut, e);
      fireEvent.click(box);
    },
    'list.toggleAll': (sut, e) => {
      const box = checkbox('Select all on this page');
      if (!box) return expectUnoffered(sut, e);
      fireEvent.click(box);
    },
  },
  clock: {
    // The quiet refresh runs the same loader under its own id.
    'xstate.done.actor.refreshPage': async (sut, e) => {
      await act(() => sut.settle('loadPage', e as { output?: unknown }, true));
    },
    'xstate.error.actor.refreshPage': async (sut, e) => {
      await act(() => sut.settle('loadPage', e as { error?: unknown }, false));
    },
    'xstate.after.livePoll.resourceList.rows.loaded.idle': async () => {
      await act(() => vi.advanceTimersByTimeAsync(LIST_LIVE_MS));
    },
  },
};

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describeView('a resource list page', spec);
