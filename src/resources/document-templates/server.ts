import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../server/db/client';
import { eors, partners } from '../../server/db/schema/profiles';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { employerName, employerRowForm } from '../../server/routes/payroll-config/employer';
import { type DocumentTemplate, documentTemplatesResource } from './contract';
import { documentTemplatesForm } from './form';
import { canSeeDocumentTemplates } from './policy';
import type { documentTemplatesQuery } from './query';
import { documentTemplates } from './table';

const rows = (db: Db) =>
  db
    .select({ t: documentTemplates, employer_name: employerName })
    .from(documentTemplates)
    .leftJoin(partners, eq(partners.id, documentTemplates.partner_id))
    .leftJoin(eors, eq(eors.id, documentTemplates.eor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const documentTemplatesServer: ResourceServer<
  Row,
  DocumentTemplate,
  typeof documentTemplatesQuery
> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(documentTemplates).$dynamic(),
    id: documentTemplates.id,
    filters: { name: documentTemplates.name, kind: documentTemplates.kind },
    sorts: {
      name: [documentTemplates.name],
      kind: [documentTemplates.kind, documentTemplates.name],
      created_at: [documentTemplates.created_at],
    },
  },
  scope: { partner_id: documentTemplates.partner_id, eor_id: documentTemplates.eor_id },
  toDto: ({ t, employer_name }) => ({
    id: t.id,
    partner_id: t.partner_id,
    eor_id: t.eor_id,
    employer_name,
    name: t.name,
    kind: t.kind as DocumentTemplate['kind'],
    body: t.body,
    active: t.active,
    created_at: t.created_at.toISOString(),
  }),
};

const access = {
  allowed: canSeeDocumentTemplates,
  message: "Document templates are for the employer's staff",
};

const documentTemplatesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, documentTemplatesResource, documentTemplatesServer, { access });
  registerForm(
    app,
    deps,
    documentTemplatesResource,
    documentTemplatesForm,
    documentTemplatesServer,
    employerRowForm(documentTemplates),
  );
};

export const documentTemplatesPart: ResourceServerPart = { routes: documentTemplatesRoutes };
