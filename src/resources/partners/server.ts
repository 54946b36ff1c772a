import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { canReadPartners } from '../../domain/policy/partners';
import { partnerDto } from '../../server/auth/load-user';
import type { Db } from '../../server/db/client';
import { clients, contractors, partners, salesPartners } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { type Partner, partnersResource } from './contract';
import { partnersForm } from './form';
import { partnersFormServer } from './form.server';
import type { partnersQuery } from './query';

const countOf = (table: typeof clients | typeof contractors) =>
  sql<number>`(select count(*)::int from ${table} where ${table.partner_id} = ${partners.id})`;

const rows = (db: Db) =>
  db
    .select({
      p: partners,
      sales_partner_name: salesPartners.entity_name,
      clients_count: countOf(clients),
      contractors_count: countOf(contractors),
    })
    .from(partners)
    .leftJoin(salesPartners, eq(salesPartners.id, partners.sales_partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Partners in scope: admins all, a sales partner those it referred, a partner user its own. */
export const partnersServer: ResourceServer<Row, Partner, typeof partnersQuery> = {
  query: {
    rows,
    ...tableQuery(partners),
    filters: {
      entity_name: partners.entity_name,
      self_employer: partners.self_employer,
      sales_partner_id: partners.sales_partner_id,
    },
    sorts: {
      entity_name: [partners.entity_name],
      subdomain: [partners.subdomain],
      created_at: [partners.created_at],
    },
  },
  scope: { partner_id: partners.id, sales_partner_id: partners.sales_partner_id },
  toDto: ({ p, sales_partner_name, clients_count, contractors_count }) => ({
    ...partnerDto(p),
    sales_partner_id: p.sales_partner_id,
    sales_partner_name,
    clients_count,
    contractors_count,
    created_at: p.created_at.toISOString(),
  }),
};

const partnersRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, partnersResource, partnersServer, {
    access: { allowed: canReadPartners, message: 'You are not allowed to see partners' },
  });
  registerForm(app, deps, partnersResource, partnersForm, partnersServer, partnersFormServer);
};

export const partnersPart: ResourceServerPart = { routes: partnersRoutes };
