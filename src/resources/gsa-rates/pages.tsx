import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { NewLink } from '../../app/features/payroll-config/links';
import { formatMoney } from '../../domain/format/format';
import { type GsaRate, gsaRatesResource } from './contract';
import { gsaRatesQuery, type GsaRateSearch } from './query';

const PATH = '/gsa_rates';

const listLogic = resourceListLogic(gsaRatesResource);
const detailLogic = resourceDetailLogic(gsaRatesResource);

const columns: Column<GsaRate>[] = [
  { header: 'State', sortKey: 'state', cell: (r) => r.state },
  linkColumn(gsaRatesResource, 'City', (r) => r.city, { sortKey: 'city' }),
  { header: 'Fiscal year', sortKey: 'fiscal_year', cell: (r) => `FY${r.fiscal_year}` },
  { header: 'Lodging', sortKey: 'lodging_cents', cell: (r) => formatMoney(r.lodging_cents) },
  { header: 'M&IE', sortKey: 'mie_cents', cell: (r) => formatMoney(r.mie_cents) },
  { header: 'Employer', cell: (r) => r.employer_name },
];

/** /gsa_rates: per-diem lodging and M&IE rates by place and fiscal year. */
export function GsaRateListView({
  search,
  exportable,
  creatable,
}: {
  search: GsaRateSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<GsaRate, typeof gsaRatesQuery>
      resource={gsaRatesResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{ state: { label: 'State' }, city: { label: 'City' } }}
      actions={creatable && <NewLink to="/gsa_rates/new">New GSA rate</NewLink>}
    />
  );
}

export function GsaRateDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<GsaRate>
      logic={detailLogic}
      id={id}
      title={(r) => (r ? `${r.city}, ${r.state} FY${r.fiscal_year}` : 'GSA rate')}
      back={{ href: PATH, label: '← GSA Rates' }}
      noun="GSA rate"
      editHref={editable ? (r) => `${PATH}/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['State', r.state],
        ['City', r.city],
        ['Fiscal year', `FY${r.fiscal_year}`],
        ['Lodging per night', formatMoney(r.lodging_cents)],
        ['M&IE per day', formatMoney(r.mie_cents)],
        ['Employer', r.employer_name],
      ]}
    />
  );
}
