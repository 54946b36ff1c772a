import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  detailWorkflow,
  resourceDetailScreen,
  type DetailLoad,
} from '../../../machines/kit/resource-detail.screen';
import { withApiErrors } from '../../app/actors/api-error';
import { loadClientChoices, resourceListLogic } from '../../app/actors/resource-list';
import { performWorkflowAction } from '../../app/actors/workflow-action';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { HistoryTimeline } from '../../app/components/kit/history-timeline';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
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
import { http } from '../../app/lib/http';
import { saveBlob } from '../../app/lib/save-blob';
import { INVOICE_STATUS_LABELS, type InvoiceStatusName } from '../../domain/billing/vocabulary';
import type { User } from '../../domain/contracts/user';
import type { HistoryEntry } from '../../domain/contracts/workflow';
import { formatMoney, orMissing } from '../../domain/format/format';
import { statusWords } from '../../domain/format/words';
import { canSeePayroll } from '../../domain/policy/capabilities';
import { canRecordPayments } from '../payments/policy';
import { recordPaymentForm } from '../payments/form';
import { invoiceDefinition, subjectOfInvoice, takesPayment } from './chart';
import {
  InvoiceDetailResponse,
  InvoiceHistory,
  invoicesResource,
  type Invoice,
  type InvoiceList,
} from './contract';
import { InvoiceLines } from './invoice-lines';
import { invoicesQuery, type InvoiceSearch } from './query';

/** One invoice with its lines, and its history; its `actions` ride along unread (the page asks the chart). */
export const loadInvoiceDetail = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const [detail, history] = await Promise.all([
      http
        .get(`invoices/${input.id}`, { signal })
        .json()
        .then((b) => InvoiceDetailResponse.parse(b)),
      http
        .get(`invoices/${input.id}/history`, { signal })
        .json()
        .then((b) => InvoiceHistory.parse(b).data),
    ]);
    return { item: detail, history };
  }),
);

export const performInvoiceAction = performWorkflowAction('invoices');

/** The invoice's own step: download its PDF (as sent, or a draft rendering). */
export const runInvoiceStep = fromPromise<string, { id: string; step: string }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const res = await http.get(`invoices/${input.id}/pdf`, { signal });
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
        'invoice.pdf';
      saveBlob(await res.blob(), name);
      return `Downloaded ${name}.`;
    }),
);

const PATH = '/invoices';

const listLogic = resourceListLogic(invoicesResource, { filterOptions: loadClientChoices });
const detailLogic = resourceDetailScreen.provide({
  actors: {
    loadDetail: loadInvoiceDetail,
    performAction: performInvoiceAction,
    runStep: runInvoiceStep,
  },
});

const statusLabel = (s: string) => INVOICE_STATUS_LABELS[s as InvoiceStatusName] ?? statusWords(s);
const badge = (i: Pick<Invoice, 'status'>) => (
  <StatusBadge status={i.status} label={statusLabel(i.status)} />
);

const columns = (withClient: boolean): Column<Invoice>[] => [
  linkColumn(
    invoicesResource,
    'Number',
    (r) => (r.invoice_type === 'credit_note' ? `${r.number_label} (credit note)` : r.number_label),
    { sortKey: 'number' },
  ),
  ...(withClient ? [clientColumn<Invoice>('invoices')] : []),
  // Numbers run per issuer: the issuer tells one INV-000001 from another.
  { header: 'Issuer', sortKey: 'issuer_name', cell: (r) => r.issuer_name },
  { header: 'Period', cell: (r) => r.period },
  { header: 'Status', cell: badge },
  { header: 'Created', sortKey: 'created_date', cell: (r) => r.created_date },
  { header: 'Due', sortKey: 'due_date', cell: (r) => orMissing(r.due_date) },
  { header: 'Total due', sortKey: 'total_due_cents', cell: (r) => formatMoney(r.total_due_cents) },
  { header: 'Remaining', sortKey: 'remaining_cents', cell: (r) => formatMoney(r.remaining_cents) },
];

const rowName = (i: Invoice) => `${i.number_label} of ${i.client_name} for ${i.period}`;
/** Whom sending mails, as the server lists them (empty once sent, or for those who may not send). */
const recipients = (i: Invoice) =>
  i.send_to.length ? ` · recipients: ${i.send_to.join(', ')}` : '';

/**
 * Employers send drafts and void invoices in bulk, each row judged by the server's preview. A credit
 * note writes off what one client still owes: a decision taken on that invoice's own page.
 */
const bulkFor = workflowListBulk(invoiceDefinition, {
  path: 'invoices',
  only: ['send', 'void'],
  noun: 'invoice',
  checkbox: (i: Invoice) => `Select invoice ${rowName(i)}`,
  row: (i) =>
    `${rowName(i)} from ${i.issuer_name} · ${formatMoney(i.total_due_cents)}${recipients(i)}`,
});

/** /invoices: the invoices in the caller's scope; employers generate drafts for a client's period and send or void them in bulk. */
export function InvoiceListView(props: {
  search: InvoiceSearch;
  exportable: boolean;
  withClient: boolean;
  generatable: boolean;
}) {
  const { user } = useSession();
  return (
    <ResourceListView<Invoice, typeof invoicesQuery>
      resource={invoicesResource}
      logic={listLogic}
      search={props.search}
      exportable={props.exportable}
      columns={columns(props.withClient)}
      fields={{
        status: { label: 'Status', valueLabel: statusLabel },
        invoice_type: {
          label: 'Type',
          valueLabel: (v) => (v === 'credit_note' ? 'Credit note' : 'Invoice'),
        },
        created_date: { label: 'Created' },
        due_date: { label: 'Due' },
        ...(props.withClient ? { client_id: clientFilter<Invoice>() } : {}),
        invoice_run_id: { label: 'Generated together' },
      }}
      actions={
        <div className="flex flex-wrap gap-2">
          {props.generatable && (
            <Link
              to="/invoices/generate"
              className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
            >
              Generate invoices
            </Link>
          )}
          {/* Spec §2's menu has no Payments item: the money invoices receive is found from here. */}
          {user && canRecordPayments(user) && (
            <Link to="/payments/new" className="rounded-md border px-3 py-1.5 text-sm">
              Record payment
            </Link>
          )}
          <Link to="/payments" className="rounded-md border px-3 py-1.5 text-sm">
            Payments
          </Link>
        </div>
      }
      summary={(page, count) =>
        `${count} · still owed ${formatMoney(
          (page.meta as InvoiceList['meta']).total_remaining_cents,
        )}`
      }
      bulk={bulkFor(user)}
    />
  );
}

/** Send's confirmation: the amount and who will get the mail, from the server's draft. */
function sendDetail(i: Invoice, action: string) {
  if (action !== 'send') return null;
  return (
    <p className="mb-2">
      {i.number_label} of {i.client_name} for <strong>{formatMoney(i.total_due_cents)}</strong>{' '}
      {i.send_to.length
        ? `will be mailed to ${i.send_to.join(', ')}.`
        : `will be sent, but no one at ${i.client_name} receives invoices by mail.`}
    </p>
  );
}

const invoiceWorkflowFor = (user: User) =>
  detailWorkflow(
    invoiceDefinition,
    (d: InvoiceDetailResponse) => subjectOfInvoice(d.invoice),
    user,
  );

/** One invoice: spec §3's fields, its lines and totals, the PDF, the actions the chart opens to this user, its history. */
export function InvoiceDetailView({ id }: { id: string }) {
  const { user } = useSession();
  const workflow = useMemo(() => (user ? invoiceWorkflowFor(user) : null), [user]);
  const showPay = Boolean(user && canSeePayroll(user));
  const mayRecord = Boolean(user && recordPaymentForm.may.create(user));
  return (
    <ResourceDetailView<InvoiceDetailResponse, HistoryEntry>
      key={`${id}:${user?.id ?? ''}`}
      logic={detailLogic}
      id={id}
      workflow={workflow}
      title={(d) =>
        d
          ? `${d.invoice.invoice_type === 'credit_note' ? 'Credit note' : 'Invoice'} ${d.invoice.number_label}`
          : 'Invoice'
      }
      back={{ href: PATH, label: '← Invoices' }}
      noun="invoice"
      discussAs="invoice"
      steps={() => [{ step: 'pdf', label: 'Download PDF' }]}
      confirmDetail={({ invoice }, action) => sendDetail(invoice, action)}
      sections={({ invoice: i }, history) => (
        <>
          {user && mayRecord && i.invoice_type === 'invoice' && takesPayment(i, user) && (
            <Link
              to="/payments/new"
              search={{
                client_id: i.client_id,
                invoice: i.number_label,
                amount_cents: i.remaining_cents,
              }}
              className="inline-block rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
            >
              Record payment
            </Link>
          )}
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Status', badge(i)],
                ['Number', i.number_label],
                ['Issuer', i.issuer_name],
                ['Type', i.invoice_type === 'credit_note' ? 'Credit note' : 'Invoice'],
                ['Payer', i.payer],
                ['Period', i.period],
                ['Purchase orders', i.purchase_orders.length ? i.purchase_orders.join(', ') : '--'],
                ['Created', i.created_date],
                ['Payment terms', `Net ${i.payment_terms_net_days} days`],
                ['Due date', orMissing(i.due_date)],
                ['Paid on', orMissing(i.mark_paid_date)],
                ['Total bill amount', formatMoney(i.total_bill_cents)],
                ['Total sales tax', formatMoney(i.total_sales_tax_cents)],
                ['Total due', formatMoney(i.total_due_cents)],
                ['Allocated', formatMoney(i.allocated_cents)],
                ['Remaining', formatMoney(i.remaining_cents)],
                ...(showPay
                  ? ([['Total pay amount', formatMoney(i.total_pay_cents)]] as const)
                  : []),
                ...(i.void_reason ? ([['Void reason', i.void_reason]] as const) : []),
                ...(i.credited_invoice_id
                  ? ([
                      [
                        'Credits',
                        <Link
                          key="c"
                          to="/invoices/$id"
                          params={{ id: i.credited_invoice_id }}
                          className={linkClass}
                        >
                          the credited invoice
                        </Link>,
                      ],
                    ] as const)
                  : []),
              ]}
            />
          </DetailSection>
          <DetailSection id="lines" title={`Lines (${i.lines.length})`}>
            <InvoiceLines invoice={i} showPay={showPay} />
          </DetailSection>
          <DetailSection id="history" title="History">
            <HistoryTimeline entries={history ?? []} />
          </DetailSection>
        </>
      )}
    />
  );
}
