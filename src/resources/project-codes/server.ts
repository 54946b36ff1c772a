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
import { type ProjectCode, projectCodesResource } from './contract';
import { projectCodesForm } from './form';
import type { projectCodesQuery } from './query';
import { projectCodes } from './table';

const rows = (db: Db) =>
  db
    .select({ r: projectCodes, client_name: clients.entity_name })
    .from(projectCodes)
    .innerJoin(clients, eq(clients.id, projectCodes.client_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const projectCodesServer: ResourceServer<Row, ProjectCode, typeof projectCodesQuery> = {
  query: {
    rows,
    ...tableQuery(projectCodes),
    filters: {
      code: projectCodes.code,
      active: projectCodes.active,
      client_id: projectCodes.client_id,
    },
    sorts: { code: [projectCodes.code], created_at: [projectCodes.created_at] },
  },
  scope: clientOrgScope(projectCodes),
  toDto: ({ r, client_name }) => ({
    ...clientOrgDto(r, client_name),
    code: r.code,
    description: r.description,
    active: r.active,
  }),
};

const projectCodesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, projectCodesResource, projectCodesServer);
  registerForm(
    app,
    deps,
    projectCodesResource,
    projectCodesForm,
    projectCodesServer,
    clientRecordFormServer({
      table: projectCodes,
      columns: (v) => ({
        code: v.code,
        description: v.description ?? null,
        active: v.active ?? true,
      }),
      unique: {
        project_codes_client_code_key: {
          field: 'code',
          message: 'This client already has this code',
        },
      },
    }),
  );
};

export const projectCodesPart: ResourceServerPart = { routes: projectCodesRoutes };
