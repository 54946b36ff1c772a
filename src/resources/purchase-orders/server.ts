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
import { type PurchaseOrder, purchaseOrdersResource } from './contract';
import { purchaseOrdersForm } from './form';
import type { purchaseOrdersQuery } from './query';
import { purchaseOrders } from './table';

const rows = (db: Db) =>
  db
    .select({ r: purchaseOrders, client_name: clients.entity_name })
    .from(purchaseOrders)
    .innerJoin(clients, eq(clients.id, purchaseOrders.client_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const purchaseOrdersServer: ResourceServer<Row, PurchaseOrder, typeof purchaseOrdersQuery> =
  {
    query: {
      rows,
      ...tableQuery(purchaseOrders),
      filters: {
        number: purchaseOrders.number,
        client_id: purchaseOrders.client_id,
        start_date: purchaseOrders.start_date,
      },
      sorts: {
        number: [purchaseOrders.number],
        amount_cents: [purchaseOrders.amount_cents],
        start_date: [purchaseOrders.start_date],
        created_at: [purchaseOrders.created_at],
      },
    },
    scope: clientOrgScope(purchaseOrders),
    toDto: ({ r, client_name }) => ({
      ...clientOrgDto(r, client_name),
      number: r.number,
      amount_cents: r.amount_cents,
      start_date: r.start_date,
      end_date: r.end_date,
    }),
  };

const purchaseOrdersRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, purchaseOrdersResource, purchaseOrdersServer);
  registerForm(
    app,
    deps,
    purchaseOrdersResource,
    purchaseOrdersForm,
    purchaseOrdersServer,
    clientRecordFormServer({
      table: purchaseOrders,
      columns: (v) => ({
        number: v.number,
        amount_cents: v.amount_cents,
        start_date: v.start_date,
        end_date: v.end_date ?? null,
      }),
      unique: {
        purchase_orders_client_number_key: {
          field: 'number',
          message: 'This client already has a purchase order with this number',
        },
      },
    }),
  );
};

export const purchaseOrdersPart: ResourceServerPart = { routes: purchaseOrdersRoutes };
