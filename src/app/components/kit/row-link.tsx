import { Link, type RegisteredRouter } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import {
  detailPathOf,
  type DetailPathOf,
  type ResourceDefinition,
} from '../../../domain/resources/define';
import type { Column } from './data-table';

/** What a row link needs of its resource: where its record page is. */
export type LinkedResource = Pick<ResourceDefinition<unknown>, 'specPaths' | 'detailPath'>;

/** A record page in spec notation as the router names it: `{id}` → `$id`, `{id?}` → `{-$id}`, `?id={id}` → its path. */
type RouteOf<S> = S extends `${infer P}?id={id}`
  ? P
  : S extends `${infer P}/{id?}`
    ? `${P}/{-$id}`
    : S extends `${infer P}/{id}`
      ? `${P}/$id`
      : never;

type AppPath = keyof RegisteredRouter['routesByPath'];

/**
 * The resource itself when the app has a route for its record page; otherwise a type that no resource
 * matches, naming why, so `linkColumn(resource, …)` fails the typecheck.
 */
export type WithRecordRoute<R extends LinkedResource> = [RouteOf<DetailPathOf<R>>] extends [never]
  ? { 'no record page: give the definition a spec path with {id} or a detailPath': never }
  : RouteOf<DetailPathOf<R>> extends AppPath
    ? unknown
    : { 'no route in src/app/routes for': RouteOf<DetailPathOf<R>> };

/** Where a link to one record goes: a path parameter (`/screenings/$id`) or the query (`/team?id=`). */
export function recordRoute(resource: LinkedResource, id: string) {
  const spec = detailPathOf(resource);
  if (spec === undefined) throw new Error(`${resource.specPaths[0]}: no record page`);
  const query = /^(.*)\?id=\{id\}$/.exec(spec);
  if (query) return { to: query[1]!, search: { id } };
  return {
    to: spec.replace(/\/\{id\?\}$/, '/{-$id}').replace(/\/\{id\}$/, '/$id'),
    params: { id },
  };
}

/**
 * The router's `Link` for a path computed at run time; `WithRecordRoute` has checked it against the
 * route tree where the resource was named.
 */
const RouteLink = Link as unknown as (props: {
  to: string;
  params?: { id: string };
  search?: { id: string };
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}) => ReactElement;

const recordLinkClass = 'text-brand underline-offset-2 hover:underline';

interface RecordLinkProps {
  resource: LinkedResource;
  id: string;
  /** How the link reads to a screen reader when its text alone does not name the record. */
  label?: string;
  /** Keeps the text on one line (a date). */
  nowrap?: boolean;
  children: ReactNode;
}

function RecordAnchor(props: RecordLinkProps) {
  return (
    <RouteLink
      {...recordRoute(props.resource, props.id)}
      className={props.nowrap ? `whitespace-nowrap ${recordLinkClass}` : recordLinkClass}
      aria-label={props.label}
    >
      {props.children}
    </RouteLink>
  );
}

/** A link to one record's page, as its resource's definition places it. */
export function DetailLink<R extends LinkedResource>(
  props: RecordLinkProps & { resource: R & WithRecordRoute<R> },
) {
  return <RecordAnchor {...props} />;
}

/** What a row link column may say besides its header and text. */
export interface LinkColumnOptions<Item> {
  /** The descriptor's sort key the column orders by. */
  sortKey?: string;
  /** The link's accessible name when its text alone does not name the record (a date). */
  label?: (row: Item) => string;
  /** The record linked when not the row itself (a transaction item's transaction). */
  id?: (row: Item) => string;
  /** Keeps the text on one line (a date). */
  nowrap?: boolean;
}

/**
 * A list's first column: it names the row and links to its record's page, whose address the
 * resource's definition gives (docs/views.md, "A list page's row links").
 */
export function linkColumn<Item extends { id: string }, R extends LinkedResource>(
  resource: R & WithRecordRoute<R>,
  header: string,
  text: (row: Item) => ReactNode,
  options: LinkColumnOptions<Item> = {},
): Column<Item> {
  const { sortKey, label, id, nowrap } = options;
  return {
    header,
    ...(sortKey !== undefined && { sortKey }),
    rowHeader: true,
    cell: (row) => (
      <RecordAnchor
        resource={resource}
        id={id ? id(row) : row.id}
        label={label?.(row)}
        nowrap={nowrap}
      >
        {text(row)}
      </RecordAnchor>
    ),
  };
}
