import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { NewLink } from '../../app/features/payroll-config/links';
import { formatCompRate } from '../../domain/payroll-config/vocabulary';
import { type WorkersCompCode, workersCompCodesResource } from './contract';
import { workersCompCodesQuery, type WorkersCompCodeSearch } from './query';

const PATH = '/workers_comp_codes';

const listLogic = resourceListLogic(workersCompCodesResource);
const detailLogic = resourceDetailLogic(workersCompCodesResource);

const columns: Column<WorkersCompCode>[] = [
  linkColumn(workersCompCodesResource, 'Code', (r) => r.code, { sortKey: 'code' }),
  { header: 'Description', cell: (r) => r.description },
  { header: 'State', sortKey: 'state', cell: (r) => r.state },
  { header: 'Rate', sortKey: 'rate_bps', cell: (r) => formatCompRate(r.rate_bps) },
];

/** /workers_comp_codes: the platform's class codes by state; jobs name one. */
export function WorkersCompCodeListView({
  search,
  exportable,
  creatable,
}: {
  search: WorkersCompCodeSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<WorkersCompCode, typeof workersCompCodesQuery>
      resource={workersCompCodesResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{ code: { label: 'Code' }, state: { label: 'State' } }}
      actions={creatable && <NewLink to="/workers_comp_codes/new">New code</NewLink>}
    />
  );
}

export function WorkersCompCodeDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<WorkersCompCode>
      logic={detailLogic}
      id={id}
      title={(r) => (r ? `${r.code} ${r.state}` : 'Workers comp code')}
      back={{ href: PATH, label: '← Workers comp codes' }}
      noun="workers comp code"
      editHref={editable ? (r) => `${PATH}/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Code', r.code],
        ['Description', r.description],
        ['State', r.state],
        ['Rate', `${formatCompRate(r.rate_bps)} (${r.rate_bps} basis points)`],
      ]}
    />
  );
}
