import { eq, sql } from 'drizzle-orm';
import { canSeeTransactions, type Transaction } from './contract';
import type { transactionsQuery } from './query';
import type { Db, Tx } from '../../server/db/client';
import { clients, transactions, users } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';

const contractorName = sql<
  string | null
>`nullif(concat_ws(' ', ${users.first_name}, ${users.last_name}), '')`;

export const rows = (db: Db | Tx) =>
  db
    .select({ t: transactions, client_name: clients.entity_name, contractor_name: contractorName })
    .from(transactions)
    .innerJoin(clients, eq(clients.id, transactions.client_id))
    .leftJoin(users, eq(users.contractor_id, transactions.contractor_id))
    .$dynamic();
export type TransactionRecord = Awaited<ReturnType<typeof rows>>[number];
type Row = TransactionRecord;

export const tenants = {
  partner_id: transactions.partner_id,
  eor_id: transactions.eor_id,
  client_id: transactions.client_id,
  contractor_id: transactions.contractor_id,
};

export const transactionsServer: ResourceServer<Row, Transaction, typeof transactionsQuery> = {
  query: {
    rows,
    ...tableQuery(transactions),
    filters: {
      kind: transactions.kind,
      status: transactions.status,
      source_type: transactions.source_type,
      client_id: transactions.client_id,
      contractor_id: transactions.contractor_id,
      invoice_id: transactions.invoice_id,
      date: transactions.date,
    },
    sorts: {
      date: [transactions.date],
      amount_cents: [transactions.amount_cents],
      status: [transactions.status],
    },
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
    hold_reason: t.hold_reason,
    created_at: t.created_at,
  }),
};

export const employers = {
  allowed: canSeeTransactions,
  message: 'Transactions are for employers (admins and self-employer partners)',
};
