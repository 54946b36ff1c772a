import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { PurchaseOrder } from '../../../domain/contracts/purchase-orders';
import { purchaseOrdersResource } from '../../../domain/resources/purchase-orders';
import type { purchaseOrdersQuery } from '../../../domain/resources/purchase-orders-query';
import type { Db } from '../../db/client';
import { clients, purchaseOrders } from '../../db/schema';
import { purchaseOrdersForm } from '../../../domain/resources/purchase-orders-form';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { clientOrgDto, clientOrgScope } from '../client-org/columns';
import { clientRecordFormServer } from '../client-org/form-server';
import { tableQuery } from '../../kit/table-query';

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

export const purchaseOrdersRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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
