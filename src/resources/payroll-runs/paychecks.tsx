import { Link } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { resourceDetailScreen } from '../../../machines/kit/resource-detail.screen';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import {
  type Paycheck,
  PaycheckDetail,
  type PaycheckList,
  paychecksLiteResource,
  paychecksResource,
} from './contract';
import { formatDecimal2, formatMoney } from '../../domain/format/format';
import { canManageDirectDeposit } from '../bank-methods/policy';
import { isContractor } from '../../domain/policy/capabilities';
import { paychecksQuery, type PaycheckSearch } from './query';
import { withApiErrors } from '../../app/actors/api-error';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { http } from '../../app/lib/http';
import { saveBlob } from '../../app/lib/save-blob';
import { useSession } from '../../app/features/session/provider';
import { PayStubView } from './pay-stub-view';

const fullLogic = resourceListLogic(paychecksResource);
const liteLogic = resourceListLogic(paychecksLiteResource);

const nameColumn = linkColumn(paychecksResource, 'Contractor', (p: Paycheck) => p.contractor_name, {
  sortKey: 'contractor_name',
});
const fullColumns: Column<Paycheck>[] = [
  nameColumn,
  { header: 'Period', cell: (p) => `${p.period_start} – ${p.period_end}` },
  { header: 'Pay date', sortKey: 'pay_date', cell: (p) => p.pay_date },
  { header: 'Hours', cell: (p) => formatDecimal2(p.hours_hundredths) },
  { header: 'Gross', sortKey: 'gross_cents', cell: (p) => formatMoney(p.gross_cents) },
  { header: 'Taxes', cell: (p) => formatMoney(p.taxes_cents) },
  { header: 'Deductions', cell: (p) => formatMoney(p.deductions_cents) },
  { header: 'Net', sortKey: 'net_cents', cell: (p) => formatMoney(p.net_cents) },
  { header: 'Payout', cell: (p) => <StatusBadge status={p.status} /> },
];
const liteColumns: Column<Paycheck>[] = [
  nameColumn,
  { header: 'Pay date', sortKey: 'pay_date', cell: (p) => p.pay_date },
  { header: 'Net', sortKey: 'net_cents', cell: (p) => formatMoney(p.net_cents) },
  { header: 'Payout', cell: (p) => <StatusBadge status={p.status} /> },
];

/** /paychecks (and the compact /paychecks_lite): partner staff see their contractors', a contractor their own. */
export function PaycheckListView({
  search,
  exportable,
  lite = false,
}: {
  search: PaycheckSearch;
  exportable: boolean;
  lite?: boolean;
}) {
  const { user } = useSession();
  return (
    <ResourceListView<Paycheck, typeof paychecksQuery>
      resource={lite ? paychecksLiteResource : paychecksResource}
      logic={lite ? liteLogic : fullLogic}
      search={search}
      exportable={exportable}
      columns={lite ? liteColumns : fullColumns}
      fields={{ status: { label: 'Payout' }, pay_date: { label: 'Pay date' } }}
      actions={
        user && !isContractor(user) ? (
          <div className="flex gap-2">
            <Link to="/payroll_runs" className="rounded-md border px-3 py-1.5 text-sm">
              Payroll runs
            </Link>
            <Link to="/paycheck_deductions" className="rounded-md border px-3 py-1.5 text-sm">
              Deductions
            </Link>
          </div>
        ) : user && canManageDirectDeposit(user) ? (
          // Spec §2's worker menu has no Direct Deposit: a worker looks for it beside their pay.
          <Link to="/direct_deposit" className="rounded-md border px-3 py-1.5 text-sm">
            Direct deposit
          </Link>
        ) : undefined
      }
      summary={(page, count) =>
        `${count} · gross ${formatMoney((page.meta as PaycheckList['meta']).total_gross_cents)}`
      }
    />
  );
}

const loadPaycheck = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => ({
    item: PaycheckDetail.parse(await http.get(`paychecks/${input.id}/items`, { signal }).json()),
    history: null,
  })),
);
/** The paycheck's own step: download its pay stub. */
const runPaycheckStep = fromPromise<string, { id: string; step: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const res = await http.get(`paychecks/${input.id}/pdf`, { signal });
    const name =
      /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
      'pay-stub.pdf';
    saveBlob(await res.blob(), name);
    return `Downloaded ${name}.`;
  }),
);
const detailLogic = resourceDetailScreen.provide({
  actors: { loadDetail: loadPaycheck, runStep: runPaycheckStep },
});

/** One paycheck: its fields and its pay stub (current and year to date), and the stub's PDF. */
export function PaycheckDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<PaycheckDetail, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(p) => (p ? `Paycheck ${p.contractor_name} ${p.pay_date}` : 'Paycheck')}
      back={{ href: '/paychecks', label: '← Paychecks' }}
      noun="paycheck"
      steps={() => [{ step: 'pdf', label: 'Download pay stub' }]}
      sections={(p) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Contractor', p.contractor_name],
                ['Period', `${p.period_start} – ${p.period_end}`],
                ['Pay date', p.pay_date],
                ['Hours', formatDecimal2(p.hours_hundredths)],
                ['Gross', formatMoney(p.gross_cents)],
                ['Taxes withheld', formatMoney(p.taxes_cents)],
                ['Employer taxes', formatMoney(p.employer_taxes_cents)],
                ['Deductions', formatMoney(p.deductions_cents)],
                ['Net', formatMoney(p.net_cents)],
                ['Payout', <StatusBadge key="s" status={p.status} />],
                ...(p.failure_reason ? ([['Failure', p.failure_reason]] as const) : []),
              ]}
            />
          </DetailSection>
          <PayStubView p={p} />
        </>
      )}
    />
  );
}
