import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../server/db/client';
import { clients } from '../../server/db/schema/profiles';
import type { Deps } from '../../server/deps';
import { fieldError, registerForm, type FormServer } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { clientsServer } from '../clients/server';
import { endClientsResource, type EndClient } from './contract';
import { endClientsForm } from './form';
import type { endClientsQuery } from './query';
import { endClients } from './table';

const rows = (db: Db) =>
  db
    .select({ e: endClients, client_name: clients.entity_name })
    .from(endClients)
    .innerJoin(clients, eq(clients.id, endClients.client_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** End clients in scope: their client's partner or EOR, the client's own users, admins all. */
export const endClientsServer: ResourceServer<Row, EndClient, typeof endClientsQuery> = {
  query: {
    rows,
    ...tableQuery(endClients),
    filters: { entity_name: endClients.entity_name, client_id: endClients.client_id },
    sorts: { entity_name: [endClients.entity_name], created_at: [endClients.created_at] },
  },
  scope: {
    partner_id: endClients.partner_id,
    eor_id: endClients.eor_id,
    client_id: endClients.client_id,
  },
  toDto: ({ e, client_name }) => ({
    id: e.id,
    client_id: e.client_id,
    client_name,
    partner_id: e.partner_id,
    entity_name: e.entity_name,
    contact_email: e.contact_email,
    street_address_line_1: e.street_address_line_1,
    city: e.city,
    state: e.state,
    zipcode: e.zipcode,
    created_at: e.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof endClientsForm.input>;
const blankToNull = (v: string | null | undefined) => (v === '' ? null : v);

/** An end client takes its tenant from its client (checked visible by the kit), never from the body. */
const endClientsFormServer: FormServer<Input> = {
  async create(tx, _user, input) {
    const [client] = await tx
      .select({ partner_id: clients.partner_id, eor_id: clients.eor_id })
      .from(clients)
      .where(eq(clients.id, input.client_id));
    if (!client) throw fieldError('client_id', 'Client not found');
    const [row] = await tx
      .insert(endClients)
      .values({
        ...input,
        ...client,
        street_address_line_1: blankToNull(input.street_address_line_1),
        city: blankToNull(input.city),
      })
      .returning({ id: endClients.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    const [current] = await tx
      .select({ client_id: endClients.client_id })
      .from(endClients)
      .where(eq(endClients.id, id));
    // Its tenant came from the client: moving it would move it out of that partner's hands.
    if (patch.client_id !== undefined && patch.client_id !== current?.client_id)
      throw fieldError('client_id', 'An end client keeps its client');
    const { client_id: _client, ...changes } = patch;
    await tx
      .update(endClients)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(endClients.id, id));
  },
  references: { client_id: { label: 'Client', server: clientsServer } },
};

const endClientsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, endClientsResource, endClientsServer);
  registerForm(
    app,
    deps,
    endClientsResource,
    endClientsForm,
    endClientsServer,
    endClientsFormServer,
  );
};

export const endClientsPart: ResourceServerPart = { routes: endClientsRoutes };
