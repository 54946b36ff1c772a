import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { NewLink } from '../../app/features/payroll-config/links';
import { formatDate } from '../../domain/format/format';
import { companyTaxTypeLabels, formatBps } from '../../domain/payroll-config/vocabulary';
import { companyTaxesResource, type CompanyTax } from './contract';
import { companyTaxesQuery, type CompanyTaxSearch } from './query';

const PATH = '/company_taxes';

const listLogic = resourceListLogic(companyTaxesResource);
const detailLogic = resourceDetailLogic(companyTaxesResource);

const columns: Column<CompanyTax>[] = [
  linkColumn(companyTaxesResource, 'Jurisdiction', (r) => r.jurisdiction, {
    sortKey: 'jurisdiction',
  }),
  { header: 'Tax', sortKey: 'tax_type', cell: (r) => r.tax_type },
  { header: 'Account number', cell: (r) => r.account_number },
  { header: 'Rate', sortKey: 'rate_bps', cell: (r) => formatBps(r.rate_bps) },
  { header: 'Effective', sortKey: 'effective_date', cell: (r) => formatDate(r.effective_date) },
  { header: 'Employer', cell: (r) => r.employer_name },
];

/** /company_taxes: the employer's tax registrations, with filters, sort and paging in the URL. */
export function CompanyTaxListView({
  search,
  exportable,
  creatable,
}: {
  search: CompanyTaxSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<CompanyTax, typeof companyTaxesQuery>
      resource={companyTaxesResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        jurisdiction: { label: 'Jurisdiction' },
        tax_type: { label: 'Tax type', valueLabel: (v) => v },
        effective_date: { label: 'Effective' },
      }}
      actions={creatable && <NewLink to="/company_taxes/new">New company tax</NewLink>}
    />
  );
}

export function CompanyTaxDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<CompanyTax>
      logic={detailLogic}
      id={id}
      title={(r) => (r ? `${r.jurisdiction} ${r.tax_type}` : 'Company tax')}
      back={{ href: PATH, label: '← Company taxes' }}
      noun="company tax"
      editHref={editable ? (r) => `${PATH}/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Jurisdiction', r.jurisdiction === 'US' ? 'US (federal)' : r.jurisdiction],
        ['Tax type', companyTaxTypeLabels[r.tax_type]],
        ['Account number', r.account_number],
        ['Rate', `${formatBps(r.rate_bps)} (${r.rate_bps} basis points)`],
        ['Effective date', formatDate(r.effective_date)],
        ['Employer', r.employer_name],
      ]}
    />
  );
}
