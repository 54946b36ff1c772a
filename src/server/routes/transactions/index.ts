import { count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Transaction, TransactionItem } from '../../../domain/contracts/transactions';
import {
  billsResource,
  canSeeBills,
  canSeeTransactions,
  transactionItemsResource,
  transactionsResource,
} from '../../../domain/resources/transactions';
import type { transactionItemsQuery, transactionsQuery } from '../../../domain/resources/transactions-query';
import type { Db } from '../../db/client';
import { clients, transactionItems, transactions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerList, registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';

const contractorName = sql<string | null>`nullif(concat_ws(' ', ${users.first_name}, ${users.last_name}), '')`;

const rows = (db: Db) =>
  db
    .select({ t: transactions, client_name: clients.entity_name, contractor_name: contractorName })
    .from(transactions)
    .innerJoin(clients, eq(clients.id, transactions.client_id))
    .leftJoin(users, eq(users.contractor_id, transactions.contractor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

const tenants = {
  partner_id: transactions.partner_id,
  eor_id: transactions.eor_id,
  client_id: transactions.client_id,
  contractor_id: transactions.contractor_id,
};

export const transactionsServer: ResourceServer<Row, Transaction, typeof transactionsQuery> = {
  query: {
    rows,
    keys: (db) => db.select({ id: transactions.id }).from(transactions).$dynamic(),
    count: (db) => db.select({ n: count() }).from(transactions).$dynamic(),
    id: transactions.id,
    filters: {
      kind: transactions.kind,
      status: transactions.status,
      source_type: transactions.source_type,
      client_id: transactions.client_id,
      contractor_id: transactions.contractor_id,
      invoice_id: transactions.invoice_id,
      date: transactions.date,
    },
    sorts: { date: [transactions.date], amount_cents: [transactions.amount_cents], status: [transactions.status] },
  },
  scope: tenants,
  toDto: ({ t, client_name, contractor_name }) => ({
    id: t.id,
    kind: t.kind,
    source_type: t.source_type,
    source_id: t.source_id,
    status: t.status,
    client_id: t.client_id,
    client_name,
    contractor_id: t.contractor_id,
    contractor_name,
    partner_id: t.partner_id,
    eor_id: t.eor_id,
    assignment_id: t.assignment_id,
    purchase_order_id: t.purchase_order_id,
    date: t.date,
    state: t.state,
    description: t.description,
    amount_cents: t.amount_cents,
    invoice_id: t.invoice_id,
    created_at: t.created_at,
  }),
};

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
      db.select({ n: count() }).from(transactionItems).innerJoin(transactions, eq(transactions.id, transactionItems.transaction_id)).$dynamic(),
    id: transactionItems.id,
    filters: { transaction_id: transactionItems.transaction_id, kind: transactionItems.kind },
    sorts: { position: [transactionItems.transaction_id, transactionItems.position], amount_cents: [transactionItems.amount_cents] },
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

const employers = { allowed: canSeeTransactions, message: 'Transactions are for employers (admins and self-employer partners)' };

/** /v2/transactions and /v2/transaction_items (spec §6: employers), and /v2/bills (pay transactions). */
export const transactionsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, transactionsResource, transactionsServer, { access: employers });
  registerResource(app, deps, transactionItemsResource, itemsServer, { access: employers });
  registerList(app, deps, billsResource, transactionsServer, {
    path: '/bills',
    summary: 'What the agency owes: pay transactions in your scope; ?format=csv downloads every matching row',
    narrow: { kind: 'pay' },
    access: { allowed: canSeeBills, message: 'Bills are for those who see payroll' },
  });
};
