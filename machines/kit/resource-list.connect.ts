import type { SnapshotFrom } from 'xstate';
import {
  listHref,
  type ListQuery,
  type ListQueryDescriptor,
} from '../../src/domain/resources/list-query';
import { buttonProps, type ButtonProps, type Send } from './connect';
import type {
  FilterOptions,
  ListPage,
  ListQueryValues,
  ResourceListEvent,
  resourceListScreen,
} from './resource-list.screen';

export type ResourceListSnapshot = SnapshotFrom<typeof resourceListScreen>;

type Patch = Record<string, string | number | undefined>;

/** A column's header; a sortable one asks for its sort (`name`, `-name`) through `onSort`. */
export interface ListHeader {
  key: string;
  label: string;
  sortKey?: string;
  onSort?: (sort: string) => void;
}

/** Everything a list page renders, as the list chart and the URL's query say it now. */
export interface ResourceListApi<Item extends { id: string } = { id: string }> {
  rootProps: { 'data-state': string; 'aria-busy': boolean };
  page: ListPage<Item> | null;
  rows: Item[];
  selected: string[];
  options: FilterOptions;
  /** Spec §6 canExport: absent for a user who may not export this list. */
  download: { label: string; props: ButtonProps } | null;
  downloadError: string | null;
  /** For the page's own panels (an upload adding rows, the bulk bar): read the rows again. */
  onReload: () => void;
  filters: { query: ListQueryValues; onChange: (patch: Patch) => void; onClear: () => void };
  loadError: { message: string | null; onRetry: () => void } | null;
  empty: { onClear: () => void } | null;
  table: {
    sort: string;
    headers: ListHeader[];
    /** This list narrowed by one more filter, for a link in a cell. */
    withFilter: (patch: Record<string, string | undefined>) => string;
    selection: {
      selected: string[];
      onToggle: (id: string) => void;
      onToggleAll: () => void;
    } | null;
  } | null;
  pager: {
    page: number;
    perPage: number;
    total: number;
    hrefOf: (page: number) => string;
    onPerPage: (perPage: number) => void;
  } | null;
}

export interface ListConnectInput<D extends ListQueryDescriptor> {
  /** The page's own path: filters, sort and paging become its search params. */
  path: string;
  descriptor: D;
  /** The URL's query (the chart's may still be loading the previous one). */
  query: ListQuery<D>;
  columns: readonly { header: string; sortKey?: string }[];
  /** Rows can be selected (the resource has bulk actions). */
  selectable: boolean;
  /**
   * The router's navigate: a new filter, sort or page size is a new URL, and the URL's query comes
   * back to the chart as `list.query`, so Back and a shared link load the same rows.
   */
  navigate: (href: string) => void;
}

const rowsStateOf = (s: ResourceListSnapshot) => {
  const rows = (s.value as { rows: string | Record<string, string> }).rows;
  return typeof rows === 'string' ? rows : (Object.keys(rows)[0] ?? '');
};

export function connectResourceList<Item extends { id: string }, D extends ListQueryDescriptor>(
  snapshot: ResourceListSnapshot,
  send: Send<ResourceListEvent>,
  { path, descriptor, query, columns, selectable, navigate }: ListConnectInput<D>,
): ResourceListApi<Item> {
  const { context } = snapshot;
  const state = rowsStateOf(snapshot);
  // The resource's own loader produced the page.
  const page = context.page as ListPage<Item> | null;
  const go = (next: ListQuery<D>) => navigate(listHref(path, descriptor, next));
  const withPatch = (patch: Patch) => ({ ...query, page: 1, ...patch }) as ListQuery<D>;
  const clear = () => go({ page: 1, per_page: query.per_page, sort: query.sort } as ListQuery<D>);
  return {
    rootProps: { 'data-state': state, 'aria-busy': snapshot.hasTag('busy') },
    page,
    rows: page?.data ?? [],
    selected: context.selected,
    options: context.options,
    download: context.exportable
      ? { label: 'Download CSV', props: buttonProps(snapshot, send, { type: 'list.download' }) }
      : null,
    downloadError: context.downloadError,
    onReload: () => send({ type: 'list.reload' }),
    filters: {
      query: query as unknown as ListQueryValues,
      onChange: (patch) => go(withPatch(patch)),
      onClear: clear,
    },
    loadError:
      state === 'failed'
        ? { message: context.error, onRetry: () => send({ type: 'list.retry' }) }
        : null,
    empty: state === 'empty' ? { onClear: clear } : null,
    table:
      state === 'loaded'
        ? {
            sort: query.sort,
            headers: columns.map((c) => ({
              key: c.header,
              label: c.header,
              ...(c.sortKey && {
                sortKey: c.sortKey,
                onSort: (sort: string) => go(withPatch({ sort })),
              }),
            })),
            withFilter: (patch) => listHref(path, descriptor, withPatch(patch)),
            selection: selectable
              ? {
                  selected: context.selected,
                  onToggle: (id) => send({ type: 'list.toggle', id }),
                  onToggleAll: () => send({ type: 'list.toggleAll' }),
                }
              : null,
          }
        : null,
    pager: page
      ? {
          page: query.page,
          perPage: query.per_page,
          total: page.meta.total,
          hrefOf: (n) => listHref(path, descriptor, { ...query, page: n }),
          onPerPage: (per_page) => go(withPatch({ per_page })),
        }
      : null,
  };
}
