import { Link } from '@tanstack/react-router';
import {
  resourceDetailScreen,
  type DetailLoad,
} from '../../../machines/kit/resource-detail.screen';
import { paymentDefinition, subjectOfPayment } from './chart';
import { Payment, paymentsResource } from './contract';
import { formatDate, formatMoney, orMissing } from '../../domain/format/format';
import { allocationLabel } from './allocation-status';
import { paymentsQuery, type PaymentSearch } from './query';
import { recordPaymentForm } from './form';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import { useSession } from '../../app/features/session/provider';
import { LedgerPanel } from './ledger-panel';
import { fromPromise } from 'xstate';
import { z } from 'zod';
import { withApiErrors } from '../../app/actors/api-error';
import { performWorkflowAction } from '../../app/actors/workflow-action';
import { http } from '../../app/lib/http';
import { HistoryEntry } from '../../domain/contracts/workflow';

const PaymentDetail = z.object({ payment: Payment });
const History = z.object({ data: z.array(HistoryEntry) });

/** One payment and its history; its `actions` ride along unread (the page asks the shared definition). */
const loadPaymentDetail = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const [detail, history] = await Promise.all([
      http
        .get(`payments/${input.id}`, { signal })
        .json()
        .then((b) => PaymentDetail.parse(b)),
      http
        .get(`payments/${input.id}/history`, { signal })
        .json()
        .then((b) => History.parse(b).data),
    ]);
    return { item: detail, history };
  }),
);

const performPaymentAction = performWorkflowAction('payments');

const PATH = '/payments';

const listLogic = resourceListLogic(paymentsResource);
const detailLogic = resourceDetailScreen.provide({
  actors: { loadDetail: loadPaymentDetail, performAction: performPaymentAction },
});

/** How a payment reads in a table: the list and the payments a bank statement import created. */
export const paymentColumns: Column<Payment>[] = [
  linkColumn(paymentsResource, 'Number', (p) => p.number, { sortKey: 'number' }),
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
      resource={paymentsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={paymentColumns}
      fields={{
        status: { label: 'Status' },
        number: { label: 'Number' },
        created_at: { label: 'Created' },
      }}
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
