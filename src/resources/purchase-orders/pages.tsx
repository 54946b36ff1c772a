import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { loadClientChoices, resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { clientColumn, clientFilter } from '../../app/features/client-org/client-org-parts';
import { formatDate, formatMoney, orMissing } from '../../domain/format/format';
import { type PurchaseOrder, purchaseOrdersResource } from './contract';
import { purchaseOrdersQuery, type PurchaseOrderSearch } from './query';

const PATH = '/purchase_orders';

const listLogic = resourceListLogic(purchaseOrdersResource, { filterOptions: loadClientChoices });
const detailLogic = resourceDetailLogic(purchaseOrdersResource);

const columns = (withClient: boolean): Column<PurchaseOrder>[] => [
  linkColumn(purchaseOrdersResource, 'Number', (r) => r.number, { sortKey: 'number' }),
  ...(withClient ? [clientColumn<PurchaseOrder>('purchase orders')] : []),
  { header: 'Amount', sortKey: 'amount_cents', cell: (r) => formatMoney(r.amount_cents) },
  { header: 'Starts', sortKey: 'start_date', cell: (r) => r.start_date },
  { header: 'Ends', cell: (r) => orMissing(r.end_date) },
];

/** /purchase_orders: the purchase orders of the clients in the caller's scope, amounts as money (spec §9). */
export function PurchaseOrderListView({
  search,
  exportable,
  withClient,
  creatable,
}: {
  search: PurchaseOrderSearch;
  exportable: boolean;
  withClient: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<PurchaseOrder, typeof purchaseOrdersQuery>
      resource={purchaseOrdersResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns(withClient)}
      fields={{
        number: { label: 'Number' },
        start_date: { label: 'Starts' },
        ...(withClient ? { client_id: clientFilter<PurchaseOrder>() } : {}),
      }}
      actions={
        creatable && (
          <Link
            to="/purchase_orders/new"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New purchase order
          </Link>
        )
      }
    />
  );
}

export function PurchaseOrderDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<PurchaseOrder>
      logic={detailLogic}
      id={id}
      title={(r) => (r ? `Purchase order ${r.number}` : 'Purchase order')}
      back={{ href: PATH, label: '← Purchase Orders' }}
      noun="purchase order"
      editHref={editable ? (r) => `/purchase_orders/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Number', r.number],
        ['Client', r.client_name],
        ['Amount', formatMoney(r.amount_cents)],
        ['Starts', r.start_date],
        ['Ends', orMissing(r.end_date)],
        ['Created', formatDate(r.created_at)],
      ]}
    />
  );
}
