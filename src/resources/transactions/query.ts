import {
  transactionKinds,
  transactionSources,
  transactionStatuses,
} from '../../domain/billing/vocabulary';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** /transactions and /bills (pay transactions), apart from the definition so routes load without zod. */
export const transactionsQuery = {
  filters: {
    kind: { kind: 'enum', values: transactionKinds },
    status: { kind: 'enumList', values: transactionStatuses },
    source_type: { kind: 'enum', values: transactionSources },
    client_id: { kind: 'uuid' },
    contractor_id: { kind: 'uuid' },
    invoice_id: { kind: 'uuid' },
    date: { kind: 'dateRange' },
  },
  sorts: ['date', 'amount_cents', 'status'],
  defaultSort: '-date',
} as const satisfies ListQueryDescriptor;

export type TransactionSearch = ListSearch<typeof transactionsQuery>;
export type TransactionQuery = ListQuery<typeof transactionsQuery>;

export const transactionItemsQuery = {
  filters: {
    transaction_id: { kind: 'uuid' },
    kind: {
      kind: 'enum',
      values: ['regular', 'overtime', 'double_overtime', 'holiday', 'expense', 'adjustment'],
    },
  },
  sorts: ['position', 'amount_cents'],
  defaultSort: 'position',
} as const satisfies ListQueryDescriptor;

export type TransactionItemSearch = ListSearch<typeof transactionItemsQuery>;
