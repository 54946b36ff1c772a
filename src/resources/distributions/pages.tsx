import { Link } from '@tanstack/react-router';
import { resourceListLogic } from '../../app/actors/resource-list';
import { workflowDetailLogic } from '../../app/actors/workflow-resource';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import { formatDate, formatMoney } from '../../domain/format/format';
import { distributionDefinition, subjectOfDistribution } from './chart';
import { type Distribution, DistributionDetail, distributionsResource } from './contract';
import { distributionsQuery, type DistributionSearch } from './query';

const link = 'text-brand underline-offset-2 hover:underline';
const listLogic = resourceListLogic(distributionsResource);
const detailLogic = workflowDetailLogic('distributions', DistributionDetail);

/** 1000 basis points → 10.00 %. */
const rate = (bps: number) => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')} %`;
const DistributionLink = ({ id, children }: { id: string; children: string }) => (
  <Link to="/distributions/$id" params={{ id }} className={link}>
    {children}
  </Link>
);

/** A commission, or the entry reversing one, linked to it. */
const entry = (r: Distribution) =>
  r.reverses_id ? (
    <DistributionLink
      key="e"
      id={r.reverses_id}
    >{`Reverses the commission of payment ${r.round}`}</DistributionLink>
  ) : (
    `Commission of payment ${r.round}`
  );

const columns: Column<Distribution>[] = [
  {
    header: 'Date',
    sortKey: 'created_at',
    rowHeader: true,
    cell: (d) => <DistributionLink id={d.id}>{formatDate(d.created_at)}</DistributionLink>,
  },
  { header: 'Invoice', cell: (d) => d.invoice_label },
  { header: 'Client', cell: (d) => d.client_name },
  { header: 'Partner', cell: (d) => d.partner_name },
  { header: 'Sales partner', cell: (d) => d.sales_partner_name },
  { header: 'Margin', sortKey: 'margin', cell: (d) => formatMoney(d.margin_cents) },
  { header: 'Rate', cell: (d) => rate(d.rate_bps) },
  { header: 'Commission', sortKey: 'amount', cell: (d) => formatMoney(d.amount_cents) },
  { header: 'Status', sortKey: 'status', cell: (d) => <StatusBadge status={d.status} /> },
];

/** /distributions: commissions of sales partners on paid invoices, in the caller's scope. */
export function DistributionListView({
  search,
  exportable,
}: {
  search: DistributionSearch;
  exportable: boolean;
}) {
  return (
    <ResourceListView<Distribution, typeof distributionsQuery>
      logic={listLogic}
      search={search}
      exportable={exportable}
      path="/distributions"
      descriptor={distributionsQuery}
      columns={columns}
      title="Distributions"
      caption="Distributions"
      noun="distributions"
      empty="No distributions match these filters."
      fields={{
        status: { label: 'Status' },
        partner_id: { label: 'Partner', nameIn: (d) => [d.partner_id, d.partner_name] },
        created_at: { label: 'Date' },
      }}
      summary={(page) =>
        `${page.meta.total} ${page.meta.total === 1 ? 'distribution' : 'distributions'}`
      }
    />
  );
}

/** One distribution: its fields, the actions its chart offers this user (and why not the others), its history. */
export function DistributionDetailView({ id }: { id: string }) {
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={distributionDefinition}
      subjectOf={(d: DistributionDetail) => subjectOfDistribution(d.distribution)}
      title={(d) => (d ? `Commission on ${d.distribution.invoice_label}` : 'Distribution')}
      back={{ href: '/distributions', label: '← Distributions' }}
      noun="distribution"
      sections={({ distribution: r }) => (
        <DetailSection id="fields" title="Details">
          <FieldList
            layout="table"
            fields={[
              ['Status', <StatusBadge key="s" status={r.status} />],
              ['Entry', entry(r)],
              ['Invoice', r.invoice_label],
              ['Client', r.client_name],
              ['Partner', r.partner_name],
              ['Sales partner', r.sales_partner_name],
              ['Bill', formatMoney(r.bill_cents)],
              ['Pay', formatMoney(r.pay_cents)],
              ['Margin', formatMoney(r.margin_cents)],
              ['Rate', rate(r.rate_bps)],
              ['Commission', formatMoney(r.amount_cents)],
              ['Paid', r.paid_at ? formatDate(r.paid_at) : '--'],
            ]}
          />
        </DetailSection>
      )}
    />
  );
}
