import { Link } from '@tanstack/react-router';
import { resourceDetailScreen } from '../../../../machines/kit/resource-detail.screen';
import {
  paymentDefinition,
  subjectOfPayment,
} from '../../../../machines/payment/payment.definition';
import type { Payment } from '../../../domain/contracts/payments';
import { formatDate, formatMoney, orMissing } from '../../../domain/format/format';
import { allocationLabel } from '../../../domain/payments/allocation-status';
import { paymentsResource } from '../../../domain/resources/payments';
import { paymentsQuery, type PaymentSearch } from '../../../domain/resources/payments-query';
import { recordPaymentForm } from '../../../domain/resources/record-payment-form';
import { loadPaymentDetail, performPaymentAction } from '../../actors/payments';
import { resourceListLogic } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { FieldList } from '../../components/kit/field-list';
import { DetailSection } from '../../components/kit/resource-detail-view';
import { ResourceListView } from '../../components/kit/resource-list-view';
import { StatusBadge } from '../../components/kit/status-badge';
import { WorkflowDetailView } from '../../components/kit/workflow-detail-view';
import { useSession } from '../session/provider';
import { LedgerPanel } from './ledger-panel';

const PATH = '/payments';
const linkClass = 'font-medium text-brand underline';

const listLogic = resourceListLogic(paymentsResource);
const detailLogic = resourceDetailScreen.provide({
  actors: { loadDetail: loadPaymentDetail, performAction: performPaymentAction },
});

/** How a payment reads in a table: the list and the payments a bank statement import created. */
export const paymentColumns: Column<Payment>[] = [
  {
    header: 'Number',
    sortKey: 'number',
    rowHeader: true,
    cell: (p) => (
      <Link to="/payments/$id" params={{ id: p.id }} className={linkClass}>
        {p.number}
      </Link>
    ),
  },
  { header: 'Payer', cell: (p) => p.payer_name },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  { header: 'Amount', sortKey: 'amount_cents', cell: (p) => formatMoney(p.amount_cents) },
  { header: 'Allocated', cell: (p) => formatMoney(p.allocated_cents) },
  {
    header: 'Allocation',
    cell: (p) => <StatusBadge status={p.allocation_status} label={allocationLabel(p)} />,
  },
  { header: 'Created', sortKey: 'created_at', cell: (p) => formatDate(p.created_at) },
];

/** /payments: the payments in the caller's scope with their allocation status (spec §4); employers record one received. */
export function PaymentListView({
  search,
  exportable,
}: {
  search: PaymentSearch;
  exportable: boolean;
}) {
  const { user } = useSession();
  return (
    <ResourceListView<Payment, typeof paymentsQuery>
      logic={listLogic}
      search={search}
      exportable={exportable}
      title="Payments"
      path={PATH}
      descriptor={paymentsQuery}
      columns={paymentColumns}
      caption="Payments"
      noun="payments"
      fields={{
        status: { label: 'Status' },
        number: { label: 'Number' },
        created_at: { label: 'Created' },
      }}
      empty="No payments match these filters."
      actions={
        user &&
        recordPaymentForm.may.create(user) && (
          <>
            <Link
              to="/payments/import"
              className="rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 dark:ring-slate-700"
            >
              Import bank statement
            </Link>
            <Link
              to="/payments/new"
              className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
            >
              Record a payment
            </Link>
          </>
        )
      }
      summary={(page) => `${page.meta.total} ${page.meta.total === 1 ? 'payment' : 'payments'}`}
    />
  );
}

type PaymentDetail = { payment: Payment };

/** One payment: its fields, the actions the shared workflow opens to this user, its allocations and transfers, its history. */
export function PaymentDetailView({ id }: { id: string }) {
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={paymentDefinition}
      subjectOf={(d: PaymentDetail) => subjectOfPayment(d.payment)}
      title={(d) => (d ? `Payment ${d.payment.number}` : 'Payment')}
      back={{ href: PATH, label: '← Payments' }}
      noun="payment"
      sections={({ payment: p }, reload) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Status', <StatusBadge key="s" status={p.status} />],
                ['Payer', p.payer_name],
                ['Amount', formatMoney(p.amount_cents)],
                ['Source', p.source.replace('_', ' ')],
                ['Reference', orMissing(p.reference)],
                ['Received', orMissing(p.received_date)],
                ...(p.failure_reason ? ([['Failure', p.failure_reason]] as const) : []),
                ['Created', formatDate(p.created_at)],
              ]}
            />
          </DetailSection>
          <LedgerPanel id={p.id} onChanged={reload} />
        </>
      )}
    />
  );
}
