import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  resourceListScreen,
  type FilterOptions,
  type ListPage,
  type ListQueryValues,
  type ResourceListEvent,
} from '../../../../machines/kit/resource-list.screen';
import {
  connectResourceList,
  type ResourceListApi,
} from '../../../../machines/kit/resource-list.connect';
import {
  parseListSearch,
  type ListQuery,
  type ListQueryDescriptor,
  type ListSearch,
} from '../../../domain/resources/list-query';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';
import { FilterBar, type FilterFields } from './filter-bar';
import { listWords, type ListResourceOf, type ListWordsOf } from './list-words';
import { LoadError } from './load-error';
import { Pager } from './pager';

export type ListSnapshot = SnapshotFrom<typeof resourceListScreen>;

/** Selection and what to do with it: the resource's bulk bar, fed the chosen rows. */
export interface ListBulk<Item> {
  /** How a row's checkbox reads to a screen reader. */
  label(row: Item): string;
  bar(selection: { selected: string[]; rows: Item[]; reload(): void }): ReactNode;
}

/** What a resource tells the generic list page about itself. */
export interface ListPageProps<Item extends { id: string }, D extends ListQueryDescriptor> {
  /**
   * Its labels give the page's title, caption, noun, empty text and count; its spec path the page's
   * path; its query the filters, sorts and paging the URL holds.
   */
  resource: ListResourceOf<D>;
  /** Words of a page that shows its resource in one of several places: a route's own title or path. */
  words?: ListWordsOf;
  columns: readonly Column<Item>[];
  /** The filters offered, with their labels. */
  fields: FilterFields<D, Item>;
  /** The line above the table; the count (`12 expenses`) unless the page says more around it. */
  summary?: (page: ListPage<Item>, count: string) => ReactNode;
  /** Controls beside the download button, such as "Enter time". */
  actions?: ReactNode;
  /**
   * A panel between the title and the filters, such as an upload form adding to this list; as a
   * function it may reload the list once it added a row, and offer the filters' loaded choices.
   */
  intro?: ReactNode | ((list: { reload(): void; options: FilterOptions }) => ReactNode);
  bulk?: ListBulk<Item>;
}

interface BodyProps<
  Item extends { id: string },
  D extends ListQueryDescriptor,
> extends ListPageProps<Item, D> {
  snapshot: ListSnapshot;
  send: (event: ResourceListEvent) => void;
  /** The URL's query (the chart's may still be loading the previous one). */
  query: ListQuery<D>;
  /** The router's navigate: a changed filter, sort or page size is a new URL. */
  navigate(href: string): void;
}

/** The page for one chart snapshot; `ResourceListView` runs the chart and follows the URL. */
export function ListBody<Item extends { id: string }, D extends ListQueryDescriptor>({
  snapshot,
  send,
  query,
  navigate,
  ...page
}: BodyProps<Item, D>) {
  const api = connectResourceList<Item, D>(snapshot, send, {
    path: listWords(page.resource, page.words).path,
    descriptor: page.resource.query,
    query,
    columns: page.columns,
    selectable: page.bulk !== undefined,
    navigate,
  });
  return <ListPageView api={api} {...page} />;
}

/** A list page as `connectResourceList` says it now: it renders and sends nothing of its own. */
export function ListPageView<Item extends { id: string }, D extends ListQueryDescriptor>({
  api,
  resource,
  words: own,
  columns,
  fields,
  summary,
  actions,
  intro,
  bulk,
}: ListPageProps<Item, D> & { api: ResourceListApi<Item> }) {
  const { page, rows, table } = api;
  const { title, caption, noun, empty, count } = listWords(resource, own);
  return (
    <section {...api.rootProps} aria-labelledby="page-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-xl font-semibold">
          {title}
        </h1>
        <div className="flex items-center gap-2">
          {api.download && (
            <button
              {...api.download.props}
              className="rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-50 dark:ring-slate-700"
            >
              {api.download.label}
            </button>
          )}
          {actions}
        </div>
      </div>
      {api.downloadError && <LoadError look="line" message={api.downloadError} className="mt-2" />}
      {typeof intro === 'function' ? intro({ reload: api.onReload, options: api.options }) : intro}
      <FilterBar
        descriptor={resource.query}
        fields={fields}
        query={api.filters.query}
        rows={rows}
        options={api.options}
        noun={noun}
        onChange={api.filters.onChange}
        onClear={api.filters.onClear}
      />
      {api.loadError && (
        <LoadError message={api.loadError.message} onRetry={api.loadError.onRetry} />
      )}
      {page && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {summary ? summary(page, count(page.meta.total)) : count(page.meta.total)}
        </p>
      )}
      {bulk?.bar({ selected: api.selected, rows, reload: api.onReload })}
      {api.empty && (
        <EmptyState
          action={
            <button type="button" className="text-brand underline" onClick={api.empty.onClear}>
              Clear filters
            </button>
          }
        >
          {empty}
        </EmptyState>
      )}
      {table && (
        <DataTable
          rows={rows}
          columns={columns.map((c, i) => ({ ...c, header: table.headers[i]?.label ?? c.header }))}
          caption={caption}
          sort={table.sort}
          onSort={(sort) =>
            table.headers.find((h) => h.sortKey === sort.replace(/^-/, ''))?.onSort?.(sort)
          }
          links={{ withFilter: table.withFilter }}
          selection={
            bulk && table.selection
              ? {
                  selected: table.selection.selected,
                  label: bulk.label,
                  onToggle: table.selection.onToggle,
                  onToggleAll: table.selection.onToggleAll,
                }
              : undefined
          }
        />
      )}
      {api.pager && (
        <Pager
          page={api.pager.page}
          perPage={api.pager.perPage}
          total={api.pager.total}
          hrefOf={api.pager.hrefOf}
          onPerPage={api.pager.onPerPage}
        />
      )}
    </section>
  );
}

interface ViewProps<
  Item extends { id: string },
  D extends ListQueryDescriptor,
> extends ListPageProps<Item, D> {
  /** The generic chart with the resource's loaders provided. */
  logic: typeof resourceListScreen;
  /** The route's search params; absent ones take the descriptor's defaults. */
  search: ListSearch<D>;
  /** Spec §6 canExport of the signed-in user on this list. */
  exportable: boolean;
}

/** Any resource's list page, run by the one list chart; filters, sort and paging live in the URL. */
export function ResourceListView<Item extends { id: string }, D extends ListQueryDescriptor>({
  logic,
  search,
  exportable,
  ...page
}: ViewProps<Item, D>) {
  const query = parseListSearch(page.resource.query, search);
  const values = query as unknown as ListQueryValues;
  const ref = useActorRef(logic, { input: { query: values, exportable } });
  const snapshot = useSelector(ref, (s) => s);
  const router = useRouter();
  const key = JSON.stringify(values);
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    ref.send({ type: 'list.query', query: JSON.parse(key) as ListQueryValues });
  }, [key, ref]);
  const navigate = (href: string) => void router.navigate({ href });
  return (
    <ListBody snapshot={snapshot} send={ref.send} query={query} navigate={navigate} {...page} />
  );
}
