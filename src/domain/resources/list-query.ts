import { commaList, isoDate, oneOf, text, uuid, wholeNumber } from './search-values';

/**
 * A list's query, described once as data: the browser parses URL search params from it (no zod: it
 * loads with the first page) and the server builds its zod querystring from it
 * (`listQuerySchema` in ./list-query-schema.ts), so both accept the same words.
 */
export type RawSearch = Record<string, unknown>;

/** Page-size bounds of every list: the one place they are written. */
export const PAGE_SIZE = { default: 50, max: 200 } as const;

export type FilterSpec =
  | { kind: 'uuid' }
  | { kind: 'enum'; values: readonly string[] }
  /** Any of the values, as one comma list (`status=submitted,signed`). */
  | { kind: 'enumList'; values: readonly string[] }
  /** Two params, `<name>_from` and `<name>_to`, each a YYYY-MM-DD day, both inclusive. */
  | { kind: 'dateRange' }
  | { kind: 'text'; max: number };

export interface ListQueryDescriptor<S extends string = string> {
  filters: Readonly<Record<string, FilterSpec>>;
  /** Sort keys; `-key` sorts descending. The server always ends the order with id, so paging is stable. */
  sorts: readonly S[];
  defaultSort: SortParam<S>;
}
export type SortParam<S extends string> = S | `-${S}`;

type FilterValue<Spec> = Spec extends { kind: 'enum'; values: readonly (infer V)[] } ? V : string;
export type FilterParams<F> = {
  [
    K in keyof F & string as F[K] extends { kind: 'dateRange' } ? `${K}_from` | `${K}_to` : K
  ]?: FilterValue<F[K]>;
};
export type ListQuery<D extends ListQueryDescriptor> = {
  page: number;
  per_page: number;
  sort: SortParam<D['sorts'][number]>;
} & FilterParams<D['filters']>;

/** The query params one filter reads: a date range reads two. */
export const filterParams = (name: string, spec: FilterSpec): string[] =>
  spec.kind === 'dateRange' ? [`${name}_from`, `${name}_to`] : [name];

/** Every accepted `sort` value: each key ascending and descending. */
export const sortParams = <S extends string>(d: ListQueryDescriptor<S>): SortParam<S>[] =>
  d.sorts.flatMap((s) => [s, `-${s}` as const]);

function filterValue(spec: FilterSpec, value: unknown): string | undefined {
  switch (spec.kind) {
    case 'uuid':
      return uuid(value);
    case 'enum':
      return oneOf(value, spec.values);
    case 'enumList':
      return commaList(value, spec.values);
    case 'dateRange':
      return isoDate(value);
    case 'text':
      return text(value, spec.max) || undefined;
  }
}

/**
 * The browser's reading of URL search params: a value that does not fit is dropped (so a stale
 * shared link still opens) and absent paging and sort take their defaults.
 */
export function parseListSearch<D extends ListQueryDescriptor>(d: D, raw: RawSearch): ListQuery<D> {
  const query: Record<string, unknown> = {
    page: wholeNumber(raw.page, 1) ?? 1,
    per_page: wholeNumber(raw.per_page, 1, PAGE_SIZE.max) ?? PAGE_SIZE.default,
    sort: oneOf(raw.sort, sortParams(d)) ?? d.defaultSort,
  };
  for (const [name, spec] of Object.entries(d.filters)) {
    for (const param of filterParams(name, spec)) {
      const value = filterValue(spec, raw[param]);
      if (value !== undefined) query[param] = value;
    }
  }
  return query as ListQuery<D>;
}

/** The search params of a query in the descriptor's order, defaults left out, so links stay short and stable. */
export function listSearchParams<D extends ListQueryDescriptor>(
  d: D,
  q: ListQuery<D>,
): URLSearchParams {
  const values = q as Record<string, unknown>;
  const defaults: Record<string, unknown> = {
    page: 1,
    per_page: PAGE_SIZE.default,
    sort: d.defaultSort,
  };
  const keys = [
    'page',
    'per_page',
    'sort',
    ...Object.entries(d.filters).flatMap(([name, spec]) => filterParams(name, spec)),
  ];
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = values[key];
    if (value !== undefined && value !== defaults[key]) params.set(key, String(value));
  }
  return params;
}

/**
 * A list page's href for a query: the path, then the query's non-default params. A path may carry
 * params of its own (`/logs?type=service`, one tab of a page with several lists): they stay first.
 */
export function listHref<D extends ListQueryDescriptor>(
  path: string,
  d: D,
  q: ListQuery<D>,
): string {
  const [base, fixed] = path.split('?') as [string, string?];
  const params = new URLSearchParams(fixed);
  for (const [key, value] of listSearchParams(d, q)) params.set(key, value);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** A list's search params as a route keeps them: only what differs from the defaults. */
export type ListSearch<D extends ListQueryDescriptor> = Partial<ListQuery<D>>;

export function listSearchOf<D extends ListQueryDescriptor>(d: D, raw: RawSearch): ListSearch<D> {
  const query = parseListSearch(d, raw) as Record<string, unknown>;
  const defaults: Record<string, unknown> = {
    page: 1,
    per_page: PAGE_SIZE.default,
    sort: d.defaultSort,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([key, value]) => value !== defaults[key]),
  ) as ListSearch<D>;
}
