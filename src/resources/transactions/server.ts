import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  billsResource,
  canSeeBills,
  transactionItemsResource,
  transactionsResource,
  type TransactionItem,
} from './contract';
import type { transactionItemsQuery } from './query';
import type { Db } from '../../server/db/client';
import { transactionItems, transactions } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerList, registerResource } from '../../server/kit/register';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { transactionServer } from './workflow.server';
import { employers, tenants, transactionsServer } from './queries';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';

const itemRows = (db: Db) =>
  db
    .select({ i: transactionItems, t: transactions })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transaction_id))
    .$dynamic();
type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

const itemsServer: ResourceServer<ItemRow, TransactionItem, typeof transactionItemsQuery> = {
  query: {
    rows: itemRows,
    count: (db) =>
      db
        .select({ n: count() })
        .from(transactionItems)
        .innerJoin(transactions, eq(transactions.id, transactionItems.transaction_id))
        .$dynamic(),
    id: transactionItems.id,
    filters: { transaction_id: transactionItems.transaction_id, kind: transactionItems.kind },
    sorts: {
      position: [transactionItems.transaction_id, transactionItems.position],
      amount_cents: [transactionItems.amount_cents],
    },
  },
  scope: tenants,
  toDto: ({ i, t }) => ({
    id: i.id,
    transaction_id: i.transaction_id,
    position: i.position,
    kind: i.kind,
    description: i.description,
    hours_hundredths: i.hours_hundredths,
    rate_cents: i.rate_cents,
    amount_cents: i.amount_cents,
    transaction_kind: t.kind,
    date: t.date,
    client_id: t.client_id,
    partner_id: t.partner_id,
    eor_id: t.eor_id,
    contractor_id: t.contractor_id,
  }),
};

/**
 * /v2/transactions (the list, and the workflow's detail, hold and release, history and bulk) and
 * /v2/transaction_items (spec §6: employers), and /v2/bills (pay transactions).
 */
const transactionsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, transactionsResource, transactionsServer, {
    path: '/transactions',
    summary:
      'Pay and bill transactions in your scope: filters, sort, paging; ?format=csv downloads every matching row',
    access: employers,
  });
  registerWorkflow(app, deps, transactionServer);
  registerResource(app, deps, transactionItemsResource, itemsServer, { access: employers });
  registerList(app, deps, billsResource, transactionsServer, {
    path: '/bills',
    summary:
      'What the agency owes: pay transactions in your scope; ?format=csv downloads every matching row',
    narrow: { kind: 'pay' },
    access: { allowed: canSeeBills, message: 'Bills are for those who see payroll' },
  });
};

export const transactionsPart: ResourceServerPart = { routes: transactionsRoutes };

/** The seed holds a few transactions through the workflow, as an employer would. */
export { transactionServer };
