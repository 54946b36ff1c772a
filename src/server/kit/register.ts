import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import type { User } from '../../domain/contracts/user';
import type { ResourceDefinition } from '../../domain/resources/define';
import type { ListQuery, ListQueryDescriptor } from '../../domain/resources/list-query';
import {
  listQuerySchema,
  listSchema,
  type ServerListQuery,
} from '../../domain/resources/list-query-schema';
import { canExport } from '../../domain/policy/capabilities';
import { sessionOf } from '../auth/session';
import type { Deps } from '../deps';
import { sendCsv } from '../lib/csv';
import { forbidden, notFound } from '../lib/errors';
import { csvChunks } from './csv-export';
import { findVisible, listPage } from './list';
import { plainJson } from './plain-json';
import type { ResourceServer } from './resource-query';

const IdParams = z.object({ id: z.uuid() });

const defaultSummary = (def: { labels: { plural: string } }) =>
  `${def.labels.plural} in your scope: filters, sort, paging; ?format=csv downloads every matching row`;

/** A list of a resource at a path of its own: a queue is the resource with some filters fixed. */
export interface ListOptions<D extends ListQueryDescriptor> {
  path: `/${string}`;
  summary: string;
  /** Filter values laid over the caller's query (the approvals queue: submitted and signed). */
  narrow?: Partial<ListQuery<D>>;
  /** Who may open this list at all (403 with the message otherwise); everyone signed in by default. */
  access?: { allowed: (user: User) => boolean; message: string };
  /** A check of the query against what the caller may see (a subject out of scope: throw 404). */
  check?: (db: Deps['db'], user: User, q: ServerListQuery<D>) => Promise<void>;
}

/**
 * `GET /v2<path>`: a page with the resource's totals, or with `?format=csv` every matching row, with
 * its OpenAPI schema. Register it inside the /v2 prefix, where every route needs a session unless
 * listed in auth/public-routes.ts.
 */
export function registerList<Row, Item, D extends ListQueryDescriptor, T extends { n: number }>(
  app: FastifyInstance,
  deps: Deps,
  def: ResourceDefinition<Item, D, string>,
  server: ResourceServer<Row, Item, D, T>,
  options: ListOptions<D> = { path: def.apiPath, summary: defaultSummary(def) },
): void {
  const plural = def.labels.plural.toLowerCase();
  app.get(
    options.path,
    {
      // The page is built from the resource's own typed DTOs.
      serializerCompiler: plainJson,
      schema: {
        tags: [def.name],
        summary: options.summary,
        querystring: listQuerySchema(def.query),
        response: {
          200: def.page ?? listSchema(def.item),
          401: ErrorBody,
          403: ErrorBody,
          ...(options.check ? { 404: ErrorBody } : {}),
        },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      if (options.access && !options.access.allowed(user)) throw forbidden(options.access.message);
      // Typed by hand: fastify cannot infer through the definition's generics, and the querystring
      // schema above has already validated and defaulted the query.
      const request = { user, q: { ...(req.query as ServerListQuery<D>), ...options.narrow } };
      await options.check?.(deps.db, user, request.q);
      if (request.q.format !== 'csv') return listPage(deps.db, def.query, server, request);
      if (!canExport(user)) throw forbidden(`You are not allowed to export ${plural}`);
      return sendCsv(reply, def.name, csvChunks(deps.db, def, server, request));
    },
  );
}

/**
 * `GET /v2<apiPath>` (the list above) and `GET /v2<apiPath>/:id`, from the resource's definition and
 * its server part; `access` refuses both with 403 to users never allowed the resource.
 */
export function registerResource<Row, Item, D extends ListQueryDescriptor, T extends { n: number }>(
  app: FastifyInstance,
  deps: Deps,
  def: ResourceDefinition<Item, D, string>,
  server: ResourceServer<Row, Item, D, T>,
  { access }: Pick<ListOptions<D>, 'access'> = {},
): void {
  registerList(app, deps, def, server, { path: def.apiPath, summary: defaultSummary(def), access });
  app.get<{ Params: { id: string } }>(
    `${def.apiPath}/:id`,
    {
      schema: {
        tags: [def.name],
        summary: `One ${def.labels.singular.toLowerCase()}`,
        params: IdParams,
        response: {
          200: def.item,
          401: ErrorBody,
          ...(access && { 403: ErrorBody }),
          404: ErrorBody,
        },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      if (access && !access.allowed(user)) throw forbidden(access.message);
      const row = await findVisible(deps.db, user, server, req.params.id);
      if (!row) throw notFound();
      return server.toDto(row, user);
    },
  );
}
