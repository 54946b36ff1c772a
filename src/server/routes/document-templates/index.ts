import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentTemplate } from '../../../domain/contracts/document-templates';
import { canSeeDocumentTemplates } from '../../../domain/policy/document-templates';
import { documentTemplatesResource } from '../../../domain/resources/document-templates';
import { documentTemplatesForm } from '../../../domain/resources/document-templates-form';
import type { documentTemplatesQuery } from '../../../domain/resources/document-templates-query';
import type { Db } from '../../db/client';
import { documentTemplates, eors, partners } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { employerName, employerRowForm } from '../payroll-config/employer';

const rows = (db: Db) =>
  db
    .select({ t: documentTemplates, employer_name: employerName })
    .from(documentTemplates)
    .leftJoin(partners, eq(partners.id, documentTemplates.partner_id))
    .leftJoin(eors, eq(eors.id, documentTemplates.eor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const documentTemplatesServer: ResourceServer<Row, DocumentTemplate, typeof documentTemplatesQuery> = {
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

export const documentTemplatesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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
