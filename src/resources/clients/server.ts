import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../server/db/client';
import { clients, partners } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { type Client, clientsResource } from './contract';
import { clientsForm } from './form';
import { clientsFormServer } from './form.server';
import type { clientsQuery } from './query';

const rows = (db: Db) =>
  db
    .select({ c: clients, partner_name: partners.entity_name })
    .from(clients)
    .leftJoin(partners, eq(partners.id, clients.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/**
 * Clients in scope: a partner's or an EOR's own, a client user its own company, admins all. End
 * clients, assignments, adjustments, invoices and payments read it too.
 */
export const clientsServer: ResourceServer<Row, Client, typeof clientsQuery> = {
  query: {
    rows,
    ...tableQuery(clients),
    filters: {
      entity_name: clients.entity_name,
      partner_id: clients.partner_id,
      requires_signature_for_approval: clients.requires_signature_for_approval,
    },
    sorts: { entity_name: [clients.entity_name], created_at: [clients.created_at] },
  },
  scope: { partner_id: clients.partner_id, eor_id: clients.eor_id, client_id: clients.id },
  toDto: ({ c, partner_name }) => ({
    id: c.id,
    entity_name: c.entity_name,
    partner_id: c.partner_id,
    partner_name,
    eor_id: c.eor_id,
    can_create_assignment: c.can_create_assignment,
    show_contractor_personal: c.show_contractor_personal,
    requires_signature_for_approval: c.requires_signature_for_approval,
    created_at: c.created_at.toISOString(),
  }),
};

const clientsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, clientsResource, clientsServer);
  registerForm(app, deps, clientsResource, clientsForm, clientsServer, clientsFormServer);
};

export const clientsPart: ResourceServerPart = { routes: clientsRoutes };
