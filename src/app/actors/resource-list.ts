import { fromPromise } from 'xstate';
import {
  resourceListScreen,
  type FilterOption,
  type FilterOptions,
  type ListPage,
  type ListQueryValues,
} from '../../../machines/kit/resource-list.screen';
import { AssignmentList } from '../../resources/assignments/contract';
import { Client } from '../../resources/clients/contract';
import type { ResourceDefinition } from '../../domain/resources/define';
import { PAGE_SIZE } from '../../domain/resources/list-query';
import { listSchema } from '../../domain/resources/list-query-schema';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';
import { saveBlob } from '../lib/save-blob';

/** The query without empty values, as ky search params. */
const searchParamsOf = (query: ListQueryValues): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(query).filter(
      (e): e is [string, string | number] => e[1] !== undefined && e[1] !== '',
    ),
  );

/** The generic list's page loader: `GET /v2<apiPath>` with the URL's query, checked by the resource's contract. */
const pageLoader = <Item extends { id: string }>(
  apiPath: string,
  parse: (body: unknown) => ListPage<Item>,
) =>
  fromPromise<ListPage, { query: ListQueryValues }>(({ input, signal }) =>
    withApiErrors(async () =>
      parse(
        await http
          .get(apiPath.slice(1), { searchParams: searchParamsOf(input.query), signal })
          .json(),
      ),
    ),
  );

/** Every row of the current filter as CSV (`?format=csv`), saved through a temporary link since the API needs the bearer header. */
const csvDownloader = (apiPath: string, fileName: string) =>
  fromPromise<void, { query: ListQueryValues }>(({ input, signal }) =>
    withApiErrors(async () => {
      const { page: _page, per_page: _perPage, ...filter } = searchParamsOf(input.query);
      const blob = await http
        .get(apiPath.slice(1), { searchParams: { ...filter, format: 'csv' }, signal })
        .blob();
      saveBlob(blob, fileName);
    }),
  );

/** For a list whose id filters are set by links in its cells rather than picked from a list. */
const noFilterOptions = fromPromise<FilterOptions>(async () => ({}));

const byName = (items: FilterOption[]) =>
  [...new Map(items.map((i) => [i.id, i])).values()].sort((a, b) => a.name.localeCompare(b.name));

/** Contractors, clients and assignments to filter by, from the assignments in the caller's scope. */
export const loadAssignmentChoices = fromPromise<FilterOptions>(({ signal }) =>
  withApiErrors(async () => {
    const { data } = AssignmentList.parse(
      await http.get('assignments', { searchParams: { per_page: PAGE_SIZE.max }, signal }).json(),
    );
    return {
      contractor_id: byName(data.map((a) => ({ id: a.contractor_id, name: a.contractor_name }))),
      client_id: byName(data.map((a) => ({ id: a.client_id, name: a.client_name }))),
      assignment_id: byName(
        data.map((a) => ({
          id: a.id,
          name: `${a.job_title} (${a.contractor_name}, ${a.client_name})`,
        })),
      ),
    };
  }),
);

/**
 * Choices for one id filter, from another resource's list in the caller's scope (at most a page of
 * `PAGE_SIZE.max`): `GET /v2<apiPath>`, each item's id and name.
 */
export const filterChoices = <Item extends { id: string }>(
  filter: string,
  apiPath: string,
  parse: (body: unknown) => { data: Item[] },
  nameOf: (item: Item) => string,
) =>
  fromPromise<FilterOptions>(({ signal }) =>
    withApiErrors(async () => {
      const { data } = parse(
        await http
          .get(apiPath.slice(1), { searchParams: { per_page: PAGE_SIZE.max }, signal })
          .json(),
      );
      return { [filter]: byName(data.map((i) => ({ id: i.id, name: nameOf(i) }))) };
    }),
  );

/** The clients in the caller's scope to filter a client's records by (`client_id`), by name. */
export const loadClientChoices = filterChoices(
  'client_id',
  '/clients',
  (body) => listSchema(Client).parse(body),
  (c) => c.entity_name,
);

/** What a list needs of its resource: where it is read, how a page is checked, the CSV's name. */
export type ListedResource<Item> = Pick<
  ResourceDefinition<Item>,
  'name' | 'apiPath' | 'item' | 'page'
>;

/**
 * The list chart bound to one resource: pages from `GET /v2<apiPath>` checked by the definition's
 * `page` schema (or `listSchema(item)`), the CSV saved as `<name>.csv` unless `csvName` says
 * otherwise, and no id filter choices unless `filterOptions` loads them.
 */
export function resourceListLogic<Item extends { id: string }>(
  resource: ListedResource<Item>,
  options: {
    filterOptions?: typeof noFilterOptions;
    csvName?: string;
    /** Rows that still change on the server (a report running): while any is shown, the chart reads the page again. */
    live?: (row: Item) => boolean;
  } = {},
) {
  const page = resource.page ?? listSchema(resource.item);
  const live = options.live;
  return resourceListScreen.provide({
    actors: {
      loadPage: pageLoader(resource.apiPath, (body) => page.parse(body)),
      loadFilterOptions: options.filterOptions ?? noFilterOptions,
      downloadCsv: csvDownloader(resource.apiPath, options.csvName ?? `${resource.name}.csv`),
    },
    guards: {
      isLive: ({ context }) =>
        Boolean(live && (context.page?.data as Item[] | undefined)?.some(live)),
    },
  });
}
