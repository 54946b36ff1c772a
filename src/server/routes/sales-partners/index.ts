import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { SalesPartner } from '../../../domain/contracts/sales-partners';
import { canReadSalesPartners } from '../../../domain/policy/partners';
import { salesPartnersResource } from '../../../domain/resources/sales-partners';
import { salesPartnersForm } from '../../../domain/resources/sales-partners-form';
import type { salesPartnersQuery } from '../../../domain/resources/sales-partners-query';
import type { Db } from '../../db/client';
import { partners, salesPartners } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { salesPartnersFormServer } from './form';
import { tableQuery } from '../../kit/table-query';

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

/** Sales partners in scope: admins all, a sales partner itself. */
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

export const salesPartnersRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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
