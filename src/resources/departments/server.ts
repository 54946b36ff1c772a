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
import { departmentsResource, type Department } from './contract';
import { departmentsForm } from './form';
import type { departmentsQuery } from './query';
import { departments } from './table';

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
  toDto: ({ r, client_name }) => ({ ...clientOrgDto(r, client_name), ...placeDto(r) }),
};

const departmentsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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

export const departmentsPart: ResourceServerPart = { routes: departmentsRoutes };
