import { transactionDefinition } from './chart';
import { Transaction, TransactionActionBody } from './contract';
import { transactions } from '../../server/db/schema';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { transactionEvents } from './events.server';
import { employers, rows, tenants, transactionsServer, type TransactionRecord } from './queries';
import { beforeFirstHold, projectTransaction, type TransactionRow } from './projection';

const factsOf = (t: TransactionRow) => ({
  on_invoice: t.invoice_id !== null,
  held_by_hand: t.hold_reason !== null,
});

/** Hold and release on the server: the shared definition plus the table billing writes, its DTO and reducer. */
export const transactionServer = defineWorkflowServer({
  definition: transactionDefinition,
  apiPath: '/transactions',
  itemKey: 'transaction',
  item: Transaction,
  actionBody: TransactionActionBody,
  rows,
  id: transactions.id,
  scope: tenants,
  toDto: transactionsServer.toDto,
  row: (r: TransactionRecord) => r.t,
  storedOf: (row) => ({ status: row.status }),
  facts: (r: TransactionRecord) => factsOf(r.t),
  factsAt: (_r, row) => factsOf(row),
  beforeStream: (r, first) => beforeFirstHold(r.t, first),
  table: transactions,
  unchanged: ['status', 'invoice_id', 'hold_reason'],
  reduce: projectTransaction,
  events: transactionEvents,
  access: employers,
});
