import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { WorkLocation } from '../../../domain/contracts/work-locations';
import { workLocationsResource } from '../../../domain/resources/work-locations';
import type { workLocationsQuery } from '../../../domain/resources/work-locations-query';
import type { Db } from '../../db/client';
import { clients, workLocations } from '../../db/schema';
import { workLocationsForm } from '../../../domain/resources/work-locations-form';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { clientOrgDto, clientOrgScope } from '../client-org/columns';
import { clientRecordFormServer } from '../client-org/form-server';
import { placeColumns } from '../client-org/place-columns';
import { tableQuery } from '../../kit/table-query';

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
  toDto: ({ r, client_name }) => ({
    ...clientOrgDto(r, client_name),
    name: r.name,
    street_address_line_1: r.street_address_line_1,
    street_address_line_2: r.street_address_line_2,
    city: r.city,
    state: r.state,
    zipcode: r.zipcode,
    country: r.country,
  }),
};

export const workLocationsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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
