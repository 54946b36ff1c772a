import { Link } from '@tanstack/react-router';
import { transactionDefinition } from './chart';
import { HOUR_KIND_LABELS } from '../../domain/billing/rates';
import {
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_STATUS_TONES,
  type TransactionStatusName,
} from '../../domain/billing/vocabulary';
import { formatDecimal2, formatMoney, orMissing } from '../../domain/format/format';
import { statusWords } from '../../domain/format/words';
import {
  billsResource,
  transactionItemsResource,
  transactionsResource,
  type Transaction,
  type TransactionItem,
} from './contract';
import {
  transactionItemsQuery,
  transactionsQuery,
  type TransactionItemSearch,
  type TransactionSearch,
} from './query';
import { loadClientChoices, resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { workflowListBulk } from '../../app/components/kit/workflow-list-bulk';
import {
  clientColumn,
  clientFilter,
  linkClass,
} from '../../app/features/client-org/client-org-parts';
import { useSession } from '../../app/features/session/provider';

const transactionsLogic = resourceListLogic(transactionsResource, {
  filterOptions: loadClientChoices,
});
const billsLogic = resourceListLogic(billsResource, { filterOptions: loadClientChoices });

const statusLabel = (s: string) =>
  TRANSACTION_STATUS_LABELS[s as TransactionStatusName] ?? statusWords(s);
/** Spec §4: complete, hold and approved each have their colour. */
export const statusBadge = (t: Pick<Transaction, 'status'>) => (
  <StatusBadge
    status={t.status}
    label={statusLabel(t.status)}
    tone={TRANSACTION_STATUS_TONES[t.status]}
  />
);

const txColumns = (linked: boolean): Column<Transaction>[] => [
  linked
    ? linkColumn(transactionsResource, 'Date', (r) => r.date, { sortKey: 'date' })
    : { header: 'Date', sortKey: 'date', rowHeader: true, cell: (r) => r.date },
  { header: 'Kind', cell: (r) => (r.kind === 'pay' ? 'Pay' : 'Bill') },
  { header: 'Contractor', cell: (r) => orMissing(r.contractor_name) },
  clientColumn<Transaction>('transactions'),
  { header: 'Description', cell: (r) => r.description },
  { header: 'Status', sortKey: 'status', cell: statusBadge },
  { header: 'Amount', sortKey: 'amount_cents', cell: (r) => formatMoney(r.amount_cents) },
  {
    header: 'Invoice',
    cell: (r) =>
      r.invoice_id ? (
        <Link to="/invoices/$id" params={{ id: r.invoice_id }} className={linkClass}>
          Open
        </Link>
      ) : (
        '--'
      ),
  },
];

const txFields = {
  status: { label: 'Status', valueLabel: statusLabel },
  source_type: { label: 'Source' },
  date: { label: 'Date' },
  client_id: clientFilter<Transaction>(),
};

const rowName = (t: Transaction) =>
  `${t.kind === 'pay' ? 'Pay' : 'Bill'} of ${t.date} · ${t.contractor_name ?? t.client_name}`;
const bulkFor = workflowListBulk(transactionDefinition, {
  path: 'transactions',
  noun: 'transaction',
  checkbox: (t: Transaction) => `Select transaction: ${rowName(t)}`,
  row: (t) => `${rowName(t)} · ${formatMoney(t.amount_cents)}`,
});

/** /transactions: pay and bill transactions of approved work (spec §6: employers); Hold and Release in bulk. */
export function TransactionListView({
  search,
  exportable,
}: {
  search: TransactionSearch;
  exportable: boolean;
}) {
  const { user } = useSession();
  return (
    <ResourceListView<Transaction, typeof transactionsQuery>
      resource={transactionsResource}
      logic={transactionsLogic}
      search={search}
      exportable={exportable}
      columns={txColumns(true)}
      fields={{
        kind: { label: 'Kind', valueLabel: (v) => (v === 'pay' ? 'Pay' : 'Bill') },
        ...txFields,
      }}
      bulk={bulkFor(user)}
    />
  );
}

/** /bills: what the agency owes its workers, the pay transactions; complete once paid. */
export function BillListView({
  search,
  exportable,
  linked,
}: {
  search: TransactionSearch;
  exportable: boolean;
  linked: boolean;
}) {
  return (
    <ResourceListView<Transaction, typeof transactionsQuery>
      resource={billsResource}
      logic={billsLogic}
      search={search}
      exportable={exportable}
      columns={txColumns(linked).filter((c) => c.header !== 'Kind' && c.header !== 'Invoice')}
      fields={txFields}
    />
  );
}

const itemsLogic = resourceListLogic(transactionItemsResource);
const kindLabel = (k: string) =>
  k in HOUR_KIND_LABELS ? HOUR_KIND_LABELS[k as keyof typeof HOUR_KIND_LABELS] : k;

/** /transaction_items: hours at each rate (regular, overtime, double overtime, holiday) or an amount. */
export function TransactionItemListView({
  search,
  exportable,
}: {
  search: TransactionItemSearch;
  exportable: boolean;
}) {
  return (
    <ResourceListView<TransactionItem, typeof transactionItemsQuery>
      resource={transactionItemsResource}
      logic={itemsLogic}
      search={search}
      exportable={exportable}
      columns={[
        linkColumn(
          transactionsResource,
          'Transaction',
          (r: TransactionItem) => `${r.transaction_kind === 'pay' ? 'Pay' : 'Bill'} · ${r.date}`,
          { id: (r) => r.transaction_id },
        ),
        { header: 'Kind', cell: (r) => kindLabel(r.kind) },
        {
          header: 'Hours',
          cell: (r) => (r.hours_hundredths === null ? '--' : formatDecimal2(r.hours_hundredths)),
        },
        { header: 'Rate', cell: (r) => (r.rate_cents === null ? '--' : formatMoney(r.rate_cents)) },
        { header: 'Amount', sortKey: 'amount_cents', cell: (r) => formatMoney(r.amount_cents) },
      ]}
      fields={{
        kind: { label: 'Kind', valueLabel: kindLabel },
        transaction_id: {
          label: 'Transaction',
          nameIn: (r) => [r.transaction_id, `${r.transaction_kind} ${r.date}`],
        },
      }}
    />
  );
}
