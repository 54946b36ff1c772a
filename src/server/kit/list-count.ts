import type { User } from '../../domain/contracts/user';
import type { ResourceDefinition } from '../../domain/resources/define';
import {
  listHref,
  parseListSearch,
  type ListQuery,
  type ListQueryDescriptor,
} from '../../domain/resources/list-query';
import { listQuerySchema, type ServerListQuery } from '../../domain/resources/list-query-schema';
import type { Deps } from '../deps';
import { totalsOf } from './list';
import type { ListOptions } from './register';
import type { ResourceServer } from './resource-query';

/**
 * A list as `registerList` serves it: the definition, the server part and the options (path, access,
 * narrowing). A list declared once this way is registered from it and counted from it, so a count
 * shown elsewhere (a dashboard to-do) is the total its page shows, by construction.
 */
export interface ListDeclaration<
  Row,
  Item,
  D extends ListQueryDescriptor,
  T extends { n: number },
> {
  def: ResourceDefinition<Item, D, string>;
  server: ResourceServer<Row, Item, D, T>;
  options: ListOptions<D>;
}

/** A list's filters a caller names: the rest (page, sort) never change a total. */
export type ListFilters<D extends ListQueryDescriptor> = Partial<ListQuery<D>>;

const schemas = new WeakMap<ListQueryDescriptor, ReturnType<typeof listQuerySchema>>();
/** A list's querystring schema, built once per descriptor: a dashboard counts several lists a request. */
function schemaOf<D extends ListQueryDescriptor>(d: D) {
  let schema = schemas.get(d);
  if (!schema) schemas.set(d, (schema = listQuerySchema(d)));
  return schema;
}

/**
 * The `meta` totals (`total` and the resource's sums) the list at `list.options.path` answers `user`
 * for these filters, or null when the user may not open that list. The filters go through the
 * list's own querystring schema and narrowing, exactly as a request's would.
 */
export async function countList<Row, Item, D extends ListQueryDescriptor, T extends { n: number }>(
  deps: Deps,
  list: ListDeclaration<Row, Item, D, T>,
  user: User,
  filters: ListFilters<D>,
): Promise<({ total: number } & Record<string, unknown>) | null> {
  const { options, def, server } = list;
  if (options.access && !options.access.allowed(user)) return null;
  const parsed = schemaOf(def.query).parse(filters) as ServerListQuery<D>;
  const q = { ...parsed, ...options.narrow };
  await options.check?.(deps.db, user, q);
  return totalsOf(deps.db, def.query, server, { user, q });
}

/** A list declared once, its types inferred from the definition and server part. */
export const declareList = <Row, Item, D extends ListQueryDescriptor, T extends { n: number }>(
  def: ResourceDefinition<Item, D, string>,
  server: ResourceServer<Row, Item, D, T>,
  options: ListOptions<D>,
): ListDeclaration<Row, Item, D, T> => ({ def, server, options });

/** A page of the app showing a list, filtered: what a dashboard entry links to. */
export interface ListLink {
  /** The page's href, with the filters as the page reads them from its URL. */
  href: string;
  total: number;
  /** The list's `meta` sums for the same rows (hours, amounts). */
  meta: Record<string, unknown>;
}

/**
 * The link to the app page `page` showing `list` filtered by `filters`, with the total that page
 * shows `user`; null when the user may not open the list. The href is written from the filters as
 * the browser parses them and the total counted from them as the server parses them, so a filter
 * either side would drop cannot make the two disagree unnoticed (the dashboard tests compare them).
 */
export async function linkToList<Row, Item, D extends ListQueryDescriptor, T extends { n: number }>(
  deps: Deps,
  user: User,
  list: ListDeclaration<Row, Item, D, T>,
  page: string,
  filters: ListFilters<D>,
): Promise<ListLink | null> {
  const totals = await countList(deps, list, user, filters);
  if (!totals) return null;
  const { total, ...meta } = totals;
  return {
    href: listHref(page, list.def.query, parseListSearch(list.def.query, filters)),
    total,
    meta,
  };
}
