import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../server/db/client';
import { clients } from '../../server/db/schema/profiles';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { clientOrgDto, clientOrgScope } from '../../server/routes/client-org/columns';
import { clientRecordFormServer } from '../../server/routes/client-org/form-server';
import { placeColumns, placeDto } from '../../server/routes/client-org/place-columns';
import { workLocationsResource, type WorkLocation } from './contract';
import { workLocationsForm } from './form';
import type { workLocationsQuery } from './query';
import { workLocations } from './table';

const rows = (db: Db) =>
  db
    .select({ r: workLocations, client_name: clients.entity_name })
    .from(workLocations)
    .innerJoin(clients, eq(clients.id, workLocations.client_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const workLocationsServer: ResourceServer<Row, WorkLocation, typeof workLocationsQuery> = {
  query: {
    rows,
    ...tableQuery(workLocations),
    filters: {
      name: workLocations.name,
      city: workLocations.city,
      client_id: workLocations.client_id,
    },
    sorts: {
      name: [workLocations.name],
      city: [workLocations.city],
      created_at: [workLocations.created_at],
    },
  },
  scope: clientOrgScope(workLocations),
  toDto: ({ r, client_name }) => ({ ...clientOrgDto(r, client_name), ...placeDto(r) }),
};

const workLocationsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, workLocationsResource, workLocationsServer);
  registerForm(
    app,
    deps,
    workLocationsResource,
    workLocationsForm,
    workLocationsServer,
    clientRecordFormServer({
      table: workLocations,
      columns: placeColumns,
    }),
  );
};

export const workLocationsPart: ResourceServerPart = { routes: workLocationsRoutes };
