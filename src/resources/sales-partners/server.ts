import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { canReadSalesPartners } from '../../domain/policy/partners';
import type { Db } from '../../server/db/client';
import { partners, salesPartners } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { type SalesPartner, salesPartnersResource } from './contract';
import { salesPartnersForm } from './form';
import { salesPartnersFormServer } from './form.server';
import type { salesPartnersQuery } from './query';

/**
 * The sales partner's own id, named with its table: drizzle writes a column in the select list of a
 * one-table query without its table, which inside the subquery below would name the partner's id.
 */
const ownId = sql`${salesPartners}.${sql.identifier(salesPartners.id.name)}`;

/** The partners a sales partner referred, by name, as one JSON array per row. */
const referred = sql<SalesPartner['partners']>`coalesce((
  select json_agg(json_build_object('id', p.id, 'entity_name', p.entity_name) order by p.entity_name, p.id)
  from ${partners} p where p.sales_partner_id = ${ownId}), '[]'::json)`;

const rows = (db: Db) =>
  db.select({ s: salesPartners, partners: referred }).from(salesPartners).$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Sales partners in scope: admins all, a sales partner itself. The partners' form reads it too. */
export const salesPartnersServer: ResourceServer<Row, SalesPartner, typeof salesPartnersQuery> = {
  query: {
    rows,
    ...tableQuery(salesPartners),
    filters: { entity_name: salesPartners.entity_name },
    sorts: { entity_name: [salesPartners.entity_name], created_at: [salesPartners.created_at] },
  },
  scope: { sales_partner_id: salesPartners.id },
  toDto: ({ s, partners: list }) => ({
    id: s.id,
    entity_name: s.entity_name,
    partners: list,
    created_at: s.created_at.toISOString(),
  }),
};

const salesPartnersRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, salesPartnersResource, salesPartnersServer, {
    access: { allowed: canReadSalesPartners, message: 'You are not allowed to see sales partners' },
  });
  registerForm(
    app,
    deps,
    salesPartnersResource,
    salesPartnersForm,
    salesPartnersServer,
    salesPartnersFormServer,
  );
};

export const salesPartnersPart: ResourceServerPart = { routes: salesPartnersRoutes };
