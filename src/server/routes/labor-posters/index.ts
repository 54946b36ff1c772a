import type { FastifyPluginAsync } from 'fastify';
import type { LaborPoster } from '../../../domain/contracts/labor-posters';
import type { PosterAudience } from '../../../domain/labor-posters/audiences';
import { laborPostersResource } from '../../../domain/resources/labor-posters';
import type { laborPostersQuery } from '../../../domain/resources/labor-posters-query';
import type { Db } from '../../db/client';
import { laborPosters } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { SHARED_WITH_EVERYONE } from '../../kit/scope';
import { tableQuery } from '../../kit/table-query';

const rows = (db: Db) => db.select().from(laborPosters).$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Notices every worker is entitled to see and every employer must post: everyone signed in reads them all. */
export const laborPostersServer: ResourceServer<Row, LaborPoster, typeof laborPostersQuery> = {
  query: {
    rows,
    ...tableQuery(laborPosters),
    filters: { title: laborPosters.title, audience: laborPosters.audience },
    sorts: {
      title: [laborPosters.title],
      code: [laborPosters.code],
      min_employees: [laborPosters.min_employees],
    },
  },
  scope: SHARED_WITH_EVERYONE,
  toDto: (r) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    law: r.law,
    agency: r.agency,
    // The sync writes only the data file's audiences, which the contract's enum names.
    audience: r.audience as PosterAudience,
    who_must_post: r.who_must_post,
    min_employees: r.min_employees,
    url: r.url,
  }),
};

/** /v2/labor_posters: the list (CSV too) and each poster; read-only, the data file is the source. */
export const laborPostersRoutes: FastifyPluginAsync<Deps> = async (app, deps) =>
  registerResource(app, deps, laborPostersResource, laborPostersServer);
