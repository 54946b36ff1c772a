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
  listHref,
  parseListSearch,
  type ListQuery,
  type ListQueryDescriptor,
  type ListSearch,
} from '../../../domain/resources/list-query';
import { DataTable, type Column, type ListLinks } from './data-table';
import { EmptyState } from './empty-state';
import { FilterBar, type FilterFields } from './filter-bar';
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
  title: string;
  /** The page's own path: filters, sort and paging become its search params. */
  path: string;
  descriptor: D;
  columns: readonly Column<Item>[];
  caption: string;
  /** The filters offered, with their labels. */
  fields: FilterFields<D, Item>;
  /** Lower-case plural: "Filter timesheets". */
  noun: string;
  empty: ReactNode;
  summary?: (page: ListPage<Item>) => ReactNode;
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
  onQuery(next: ListQuery<D>): void;
}

const rowsStateOf = (s: ListSnapshot) => {
  const rows = (s.value as { rows: string | Record<string, string> }).rows;
  return typeof rows === 'string' ? rows : Object.keys(rows)[0];
};

/** The page for one chart snapshot; `ResourceListView` runs the chart and follows the URL. */
export function ListBody<Item extends { id: string }, D extends ListQueryDescriptor>(
  props: BodyProps<Item, D>,
) {
  const {
    snapshot: s,
    send,
    query,
    onQuery,
    title,
    path,
    descriptor,
    columns,
    caption,
    fields,
    noun,
    empty,
    summary,
    actions,
    intro,
    bulk,
  } = props;
  // The resource's own loader produced the page.
  const page = s.context.page as ListPage<Item> | null;
  const rows = page?.data ?? [];
  const state = rowsStateOf(s);
  const values = query as unknown as ListQueryValues;
  const withPatch = (patch: Record<string, string | number | undefined>) =>
    ({ ...query, page: 1, ...patch }) as ListQuery<D>;
  const links: ListLinks = { withFilter: (patch) => listHref(path, descriptor, withPatch(patch)) };
  const cleared = { page: 1, per_page: query.per_page, sort: query.sort } as ListQuery<D>;
  return (
    <section data-state={state} aria-labelledby="page-title" aria-busy={s.hasTag('busy')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-xl font-semibold">
          {title}
        </h1>
        <div className="flex items-center gap-2">
          {s.context.exportable && (
            <button
              type="button"
              className="rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-50 dark:ring-slate-700"
              disabled={!s.can({ type: 'list.download' })}
              onClick={() => send({ type: 'list.download' })}
            >
              Download CSV
            </button>
          )}
          {actions}
        </div>
      </div>
      {s.context.downloadError && (
        <LoadError look="line" message={s.context.downloadError} className="mt-2" />
      )}
      {typeof intro === 'function'
        ? intro({ reload: () => send({ type: 'list.reload' }), options: s.context.options })
        : intro}
      <FilterBar
        descriptor={descriptor}
        fields={fields}
        query={values}
        rows={rows}
        options={s.context.options}
        noun={noun}
        onChange={(patch) => onQuery(withPatch(patch))}
        onClear={() => onQuery(cleared)}
      />
      {state === 'failed' && (
        <LoadError message={s.context.error} onRetry={() => send({ type: 'list.retry' })} />
      )}
      {page && summary && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {summary(page)}
        </p>
      )}
      {bulk?.bar({
        selected: s.context.selected,
        rows,
        reload: () => send({ type: 'list.reload' }),
      })}
      {state === 'empty' && (
        <EmptyState
          action={
            <button type="button" className="text-brand underline" onClick={() => onQuery(cleared)}>
              Clear filters
            </button>
          }
        >
          {empty}
        </EmptyState>
      )}
      {state === 'loaded' && (
        <DataTable
          rows={rows}
          columns={columns}
          caption={caption}
          sort={query.sort}
          onSort={(sort) => onQuery(withPatch({ sort }))}
          links={links}
          selection={
            bulk && {
              selected: s.context.selected,
              label: bulk.label,
              onToggle: (id) => send({ type: 'list.toggle', id }),
              onToggleAll: () => send({ type: 'list.toggleAll' }),
            }
          }
        />
      )}
      {page && (
        <Pager
          page={query.page}
          perPage={query.per_page}
          total={page.meta.total}
          hrefOf={(n) => listHref(path, descriptor, { ...query, page: n })}
          onPerPage={(per_page) => onQuery(withPatch({ per_page }))}
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
  const query = parseListSearch(page.descriptor, search);
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
  const onQuery = (next: ListQuery<D>) =>
    void router.navigate({ href: listHref(page.path, page.descriptor, next) });
  return <ListBody snapshot={snapshot} send={ref.send} query={query} onQuery={onQuery} {...page} />;
}
