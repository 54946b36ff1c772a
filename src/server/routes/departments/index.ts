import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Department } from '../../../domain/contracts/departments';
import { departmentsResource } from '../../../domain/resources/departments';
import type { departmentsQuery } from '../../../domain/resources/departments-query';
import type { Db } from '../../db/client';
import { clients, departments } from '../../db/schema';
import { departmentsForm } from '../../../domain/resources/departments-form';
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
    .select({ r: departments, client_name: clients.entity_name })
    .from(departments)
    .innerJoin(clients, eq(clients.id, departments.client_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const departmentsServer: ResourceServer<Row, Department, typeof departmentsQuery> = {
  query: {
    rows,
    ...tableQuery(departments),
    filters: {
      name: departments.name,
      client_id: departments.client_id,
    },
    sorts: {
      name: [departments.name],
      city: [departments.city],
      created_at: [departments.created_at],
    },
  },
  scope: clientOrgScope(departments),
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

export const departmentsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, departmentsResource, departmentsServer);
  registerForm(
    app,
    deps,
    departmentsResource,
    departmentsForm,
    departmentsServer,
    clientRecordFormServer({
      table: departments,
      columns: placeColumns,
    }),
  );
};
