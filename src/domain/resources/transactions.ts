import { Transaction, TransactionItem } from '../contracts/transactions';
import { canSeeBills, canSeeTransactions } from '../billing/access';
import { defineResource } from './define';
import { transactionItemsQuery, transactionsQuery } from './transactions-query';

export { canSeeBills, canSeeTransactions };

const money = { header: 'amount_cents', value: (t: { amount_cents: number }) => t.amount_cents };

export const transactionsResource = defineResource({
  name: 'transactions',
  apiPath: '/transactions',
  specPaths: ['/transactions', '/transactions/{id}'],
  labels: { singular: 'Transaction', plural: 'Transactions' },
  item: Transaction,
  query: transactionsQuery,
  csv: [
    { header: 'id', value: (t) => t.id },
    { header: 'kind', value: (t) => t.kind },
    { header: 'status', value: (t) => t.status },
    { header: 'date', value: (t) => t.date },
    { header: 'client', value: (t) => t.client_name },
    { header: 'contractor', value: (t) => t.contractor_name },
    { header: 'source_type', value: (t) => t.source_type },
    { header: 'description', value: (t) => t.description },
    money,
    { header: 'invoice_id', value: (t) => t.invoice_id },
  ],
  actions: {},
});

/** The same rows at /bills: pay transactions only (what the agency owes). */
export const billsResource = defineResource({
  ...transactionsResource,
  name: 'bills',
  apiPath: '/bills',
  specPaths: ['/bills'],
  labels: { singular: 'Bill', plural: 'Bills' },
});

export const transactionItemsResource = defineResource({
  name: 'transaction_items',
  apiPath: '/transaction_items',
  specPaths: ['/transaction_items'],
  labels: { singular: 'Transaction item', plural: 'Transaction items' },
  item: TransactionItem,
  query: transactionItemsQuery,
  csv: [
    { header: 'id', value: (i) => i.id },
    { header: 'transaction_id', value: (i) => i.transaction_id },
    { header: 'transaction_kind', value: (i) => i.transaction_kind },
    { header: 'date', value: (i) => i.date },
    { header: 'kind', value: (i) => i.kind },
    { header: 'hours_hundredths', value: (i) => i.hours_hundredths },
    { header: 'rate_cents', value: (i) => i.rate_cents },
    money,
  ],
  actions: {},
});
