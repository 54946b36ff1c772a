import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../server/db/client';
import type { Deps } from '../../server/deps';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { SHARED_WITH_EVERYONE } from '../../server/kit/scope';
import { tableQuery } from '../../server/kit/table-query';
import type { PosterAudience } from './audiences';
import { type LaborPoster, laborPostersResource } from './contract';
import type { laborPostersQuery } from './query';
import { laborPosters } from './table';

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
const laborPostersRoutes: FastifyPluginAsync<Deps> = async (app, deps) =>
  registerResource(app, deps, laborPostersResource, laborPostersServer);

export const laborPostersPart: ResourceServerPart = { routes: laborPostersRoutes };
