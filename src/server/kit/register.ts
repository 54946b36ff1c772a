import { sendCsv } from '../lib/csv';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import type { ResourceDefinition } from '../../domain/resources/define';
import type { ListQueryDescriptor } from '../../domain/resources/list-query';
import { listQuerySchema, listSchema, type ServerListQuery } from '../../domain/resources/list-query-schema';
import { canExport } from '../../domain/policy/capabilities';
import { sessionOf } from '../auth/session';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../lib/errors';
import { csvChunks } from './csv-export';
import { findVisible, listPage } from './list';
import type { ResourceServer } from './resource-query';

const IdParams = z.object({ id: z.uuid() });

/**
 * `GET /v2<apiPath>` (a page, or with `?format=csv` every matching row) and `GET /v2<apiPath>/:id`,
 * with their OpenAPI schemas, from the resource's definition and its server part. Register it inside
 * the /v2 prefix, where every route needs a session unless listed in auth/public-routes.ts.
 */
export function registerResource<Row, Item, D extends ListQueryDescriptor>(
  app: FastifyInstance,
  deps: Deps,
  def: ResourceDefinition<Item, D, string>,
  server: ResourceServer<Row, Item, D>,
): void {
  const tags = [def.name];
  const plural = def.labels.plural.toLowerCase();

  app.get(
    def.apiPath,
    {
      schema: {
        tags,
        summary: `${def.labels.plural} in your scope: filters, sort, paging; ?format=csv downloads every matching row`,
        querystring: listQuerySchema(def.query),
        response: {
          200: listSchema(def.item),
          401: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      // Typed by hand: fastify cannot infer through the definition's generics, and the querystring
      // schema above has already validated and defaulted the query.
      const q = req.query as ServerListQuery<D>;
      if (q.format !== 'csv') return listPage(deps.db, user, def.query, server, q);
      if (!canExport(user)) throw forbidden(`You are not allowed to export ${plural}`);
      return sendCsv(reply, def.name, csvChunks(deps.db, user, def, server, q));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${def.apiPath}/:id`,
    { schema: { tags, summary: `One ${def.labels.singular.toLowerCase()}`, params: IdParams, response: { 200: def.item, 401: ErrorBody, 404: ErrorBody } } },
    async (req) => {
      const { user } = sessionOf(req);
      const row = await findVisible(deps.db, user, server, req.params.id);
      if (!row) throw notFound();
      return server.toDto(row, user);
    },
  );
}
