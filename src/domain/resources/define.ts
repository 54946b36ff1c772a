import type { z } from 'zod';
import type { ActionMeta } from '../workflow/action-meta';
import type { ListQueryDescriptor } from './list-query';

/** One CSV column: its header and how an item gives its cell (the server's csv writer escapes it). */
export interface CsvColumn<Item> {
  header: string;
  value: (item: Item) => unknown;
}

/**
 * CSV columns that each send one field as the API does, under the field's name or a header of its
 * own (`['invoice', 'invoice_label']`).
 */
export const csvFields = <Item>(
  fields: readonly ((keyof Item & string) | readonly [string, keyof Item & string])[],
): CsvColumn<Item>[] =>
  fields.map((f) => {
    const [header, key]: readonly [string, keyof Item] = typeof f === 'string' ? [f, f] : f;
    return { header, value: (item: Item) => item[key] };
  });

/**
 * A resource's words. The list page derives its own from the two nouns (`listWords` in the kit):
 * title and caption the plural, noun the plural in lower case, the empty text
 * `No ${noun} match these filters.`, the count `1 ${singular}` / `2 ${noun}` in lower case. The
 * optional fields are for the pages that say otherwise, most of them the specification's own words.
 */
export interface ResourceLabels {
  /** One record, as a heading starts it: `Payroll run`. */
  singular: string;
  /** Many: `Payroll runs`. */
  plural: string;
  /** The list page's heading when not the plural (`Payroll Runs`, as spec §2 names the page). */
  title?: string;
  /** The list table's caption when not the plural. */
  caption?: string;
  /** What the filter bar filters ("Filter …") and the empty text names, when not the plural in lower case. */
  noun?: string;
  /** An empty list's text when not `No ${noun} match these filters.` */
  empty?: string;
  /** The count's words for one and for many (`run`, `runs`) when not the singular and the noun. */
  count?: readonly [one: string, many: string];
}

/**
 * A resource, said once: read by the browser (labels, search params, columns) and by the server kit
 * (routes, querystring schema, CSV) alike. What stays per resource on the server is its SQL (joins,
 * filter and sort columns, tenant columns) and its DTO.
 */
export interface ResourceDefinition<
  Item,
  Q extends ListQueryDescriptor = ListQueryDescriptor,
  A extends string = string,
> {
  /** Also the OpenAPI tag and the CSV file name. */
  name: string;
  /** Under /v2: `${apiPath}` lists, `${apiPath}/:id` is one item. */
  apiPath: `/${string}`;
  /** The spec §2 pages that show it (src/domain/policy/spec-routes.ts). */
  specPaths: readonly string[];
  labels: ResourceLabels;
  /** The list page's address when not the first spec path without its parameters (`/logs?type=access`). */
  listPath?: string;
  /**
   * Its record page when not the first spec path with `{id}` or `{id?}`: a page spec §2 does not list
   * (`/holidays/{id}`), another resource's (`/assignments/{id}` for rates) or one read from the query
   * (`/team?id={id}`). The list's row links lead there (`linkColumn` in the kit).
   */
  detailPath?: string;
  item: z.ZodType<Item>;
  /** The list's envelope when its `meta` carries more than paging and total (sums over the filter); `listSchema(item)` otherwise. */
  page?: z.ZodType<{ data: Item[]; meta: { page: number; per_page: number; total: number } }>;
  query: Q;
  csv: readonly CsvColumn<Item>[];
  actions: Readonly<Record<A, ActionMeta>>;
}

/**
 * Only checks the shape and keeps the literal types (sort keys, filter names, the spec paths and the
 * record page) for what reads it: a row link to a page the router lacks fails the typecheck.
 */
export const defineResource = <
  Item,
  Q extends ListQueryDescriptor,
  A extends string = never,
  const P extends readonly string[] = readonly string[],
  const DP extends string = never,
>(
  d: ResourceDefinition<Item, Q, A> & { specPaths: P; detailPath?: DP },
) => d;

/** The first spec path of a record page, `/screenings/{id}` or `/users/{id?}`. */
type FirstDetail<P> = P extends readonly [infer H, ...infer T]
  ? H extends `${string}/{id}` | `${string}/{id?}`
    ? H
    : FirstDetail<T>
  : never;

/** A resource's record page in spec notation, as `detailPathOf` finds it; `never` for none; each one's of a union. */
export type DetailPathOf<R extends Pick<ResourceDefinition<unknown>, 'specPaths' | 'detailPath'>> =
  R extends unknown
    ? [NonNullable<R['detailPath']>] extends [never]
      ? FirstDetail<R['specPaths']>
      : NonNullable<R['detailPath']>
    : never;

/** The record page of a resource in spec notation (`/screenings/{id}`), or undefined when it has none. */
export const detailPathOf = (
  r: Pick<ResourceDefinition<unknown>, 'specPaths' | 'detailPath'>,
): string | undefined => r.detailPath ?? r.specPaths.find((p) => /\/\{id\??\}$/.test(p));
