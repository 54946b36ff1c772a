import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  resourceListScreen,
  type FilterOptions,
  type ListPage,
  type ListQueryValues,
} from '../../../../machines/kit/resource-list.screen';
import { parseListSearch, type ListQueryDescriptor } from '../../../domain/resources/list-query';
import { renderPage, textOf } from '../../../../tests/view/render-page';
import type { Column } from './data-table';
import { ListBody, type ListPageProps } from './resource-list-view';

interface Widget {
  id: string;
  name: string;
  owner_id: string;
  owner: string;
}

const descriptor = {
  filters: {
    stage: { kind: 'enumList', values: ['new', 'won'] },
    made: { kind: 'dateRange' },
    owner_id: { kind: 'uuid' },
    name: { kind: 'text', max: 40 },
  },
  sorts: ['name', 'made'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

const OWNER = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';
const rows: Widget[] = [
  { id: 'w1', name: 'Anvil', owner_id: OWNER, owner: 'Olga Owner' },
  { id: 'w2', name: 'Bolt', owner_id: OWNER, owner: 'Olga Owner' },
];
const columns: Column<Widget>[] = [
  { header: 'Name', sortKey: 'name', rowHeader: true, cell: (w) => w.name },
  {
    header: 'Owner',
    cell: (w, links) => <a href={links.withFilter({ owner_id: w.owner_id })}>{w.owner}</a>,
  },
];
const props: ListPageProps<Widget, typeof descriptor> = {
  resource: {
    labels: { singular: 'Widget', plural: 'Widgets' },
    specPaths: ['/widgets/{id?}'],
    query: descriptor,
  },
  columns,
  fields: {
    stage: { label: 'Stage', valueLabel: (v) => v.toUpperCase() },
    made: { label: 'Made' },
    owner_id: { label: 'Owner', nameIn: (w) => [w.owner_id, w.owner] },
    name: { label: 'Name' },
  },
  bulk: {
    label: (w) => `Select ${w.name}`,
    bar: ({ selected }) => <p>{selected.length} chosen</p>,
  },
};

function start(
  opts: { load?: () => Promise<ListPage>; options?: FilterOptions; exportable?: boolean } = {},
) {
  const logic = resourceListScreen.provide({
    actors: {
      loadPage: fromPromise(
        opts.load ?? (async () => ({ data: rows, meta: { page: 2, per_page: 2, total: 5 } })),
      ),
      loadFilterOptions: fromPromise(async () => opts.options ?? {}),
      downloadCsv: fromPromise<void, { query: ListQueryValues }>(async () => {}),
    },
  });
  return createActor(logic, { input: { query: {}, exportable: opts.exportable ?? true } }).start();
}

const query = parseListSearch(descriptor, {
  page: '2',
  per_page: '2',
  sort: '-name',
  stage: 'won',
  owner_id: OWNER,
});
const view = (actor: ReturnType<typeof start>) =>
  renderPage(
    <ListBody
      snapshot={actor.getSnapshot()}
      send={actor.send}
      query={query}
      navigate={() => {}}
      {...props}
    />,
  );

describe('the generic list page', () => {
  it('shows a failed load with its message and a retry, and no table', async () => {
    const actor = start({
      load: async () => Promise.reject(new Error('Unknown Error, Please Contact Support')),
    });
    await waitFor(actor, (s) => s.matches({ rows: 'failed' }));
    const html = view(actor);
    expect(html).toContain('data-state="failed"');
    expect(html).toMatch(
      /<div role="alert"[^>]*>Unknown Error, Please Contact Support<button type="button" class="underline">Try again<\/button><\/div>/,
    );
    expect(html).not.toContain('<table');
  });

  it('says so when nothing matches, with a way to clear the filters', async () => {
    const actor = start({
      load: async () => ({ data: [], meta: { page: 1, per_page: 2, total: 0 } }),
    });
    await waitFor(actor, (s) => s.matches({ rows: 'empty' }));
    const html = view(actor);
    expect(textOf(html)).toContain('No widgets match these filters. Clear filters');
    expect(html).not.toContain('<table');
  });

  it('shows the page with sort state, selection, the summary and pager links of the same query', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ rows: { loaded: 'idle' } }));
    actor.send({ type: 'list.toggle', id: 'w2' });
    const html = view(actor);
    expect(html).toContain('data-state="loaded"');
    expect(html).toMatch(
      /<th scope="col" aria-sort="descending"[^>]*><button type="button" class="[^"]*" aria-label="Sort by name">Name ↓<\/button><\/th>/,
    );
    expect(html).toMatch(/<th scope="row"[^>]*>Anvil<\/th>/);
    expect(html).toMatch(/<input type="checkbox" aria-label="Select Bolt" checked=""\/>/);
    expect(textOf(html)).toContain('1 chosen');
    expect(textOf(html)).toContain('5 widgets');
    expect(textOf(html)).toContain('Page 2 of 3');
    const same =
      'per_page=2&amp;sort=-name&amp;stage=won&amp;owner_id=3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';
    expect(html).toMatch(new RegExp(`href="/widgets\\?${same}" [^>]*>Previous page`));
    expect(html).toMatch(new RegExp(`href="/widgets\\?page=3&amp;${same}" [^>]*>Next page`));
    expect(html).toContain('>Download CSV</button>');
  });

  it('draws the filters from the descriptor: checkboxes, a date range, a named id filter and a text search', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ rows: { loaded: 'idle' } }));
    const html = view(actor);
    expect(html).toContain('aria-label="Filter widgets"');
    expect(html).toMatch(/<input type="checkbox" checked=""\/>WON<\/label>/);
    expect(html).toMatch(/<input type="checkbox"\/>NEW<\/label>/);
    expect(textOf(html)).toContain('Made from Made to');
    expect(textOf(html)).toContain('Owner: Olga Owner');
    expect(html).toContain('aria-label="Remove the filter Owner: Olga Owner"');
    expect(html).toMatch(/<input type="search" maxLength="40"/);
  });

  it('offers only the enum values a field names, when it names fewer than the descriptor', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ rows: { loaded: 'idle' } }));
    const html = renderPage(
      <ListBody
        snapshot={actor.getSnapshot()}
        send={actor.send}
        query={query}
        navigate={() => {}}
        {...props}
        fields={{ ...props.fields, stage: { label: 'Stage', values: ['won'] } }}
      />,
    );
    expect(html).toMatch(/<input type="checkbox" checked=""\/>won<\/label>/);
    expect(html).not.toMatch(/>new<\/label>/);
  });

  it('offers an id filter as a choice once its options load, and hides the download without the right', async () => {
    const actor = start({
      options: { owner_id: [{ id: OWNER, name: 'Olga Owner' }] },
      exportable: false,
    });
    await waitFor(actor, (s) => s.matches({ options: 'ready', rows: { loaded: 'idle' } }));
    const html = view(actor);
    expect(html).toMatch(
      /<option value="3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b" selected="">Olga Owner<\/option>/,
    );
    expect(html).not.toContain('Download CSV');
  });
});
