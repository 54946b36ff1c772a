import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ProjectCode } from '../../../domain/contracts/project-codes';
import { projectCodesResource } from '../../../domain/resources/project-codes';
import type { projectCodesQuery } from '../../../domain/resources/project-codes-query';
import type { Db } from '../../db/client';
import { clients, projectCodes } from '../../db/schema';
import { projectCodesForm } from '../../../domain/resources/project-codes-form';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { clientOrgDto, clientOrgScope } from '../client-org/columns';
import { clientRecordFormServer } from '../client-org/form-server';
import { tableQuery } from '../../kit/table-query';

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

export const projectCodesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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
