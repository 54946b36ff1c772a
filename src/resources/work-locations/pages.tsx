import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { loadClientChoices, resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import {
  addressFields,
  clientColumn,
  clientFilter,
} from '../../app/features/client-org/client-org-parts';
import { formatDate } from '../../domain/format/format';
import { formatAddress } from '../../domain/validation/address';
import { workLocationsResource, type WorkLocation } from './contract';
import { workLocationsQuery, type WorkLocationSearch } from './query';

const PATH = '/work_locations';

const listLogic = resourceListLogic(workLocationsResource, { filterOptions: loadClientChoices });
const detailLogic = resourceDetailLogic(workLocationsResource);

const columns = (withClient: boolean): Column<WorkLocation>[] => [
  linkColumn(workLocationsResource, 'Name', (r) => r.name, { sortKey: 'name' }),
  ...(withClient ? [clientColumn<WorkLocation>('work locations')] : []),
  { header: 'Address', cell: (r) => formatAddress(r) },
  { header: 'City', sortKey: 'city', cell: (r) => r.city },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /work_locations: the work locations of the clients in the caller's scope, with their addresses. */
export function WorkLocationListView({
  search,
  exportable,
  withClient,
  creatable,
}: {
  search: WorkLocationSearch;
  exportable: boolean;
  withClient: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<WorkLocation, typeof workLocationsQuery>
      resource={workLocationsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns(withClient)}
      fields={{
        name: { label: 'Name' },
        city: { label: 'City' },
        ...(withClient ? { client_id: clientFilter<WorkLocation>() } : {}),
      }}
      actions={
        creatable && (
          <Link
            to="/work_locations/new"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New work location
          </Link>
        )
      }
    />
  );
}

export function WorkLocationDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<WorkLocation>
      logic={detailLogic}
      id={id}
      title={(r) => r?.name ?? 'Work location'}
      back={{ href: PATH, label: '← Work Locations' }}
      noun="work location"
      editHref={editable ? (r) => `/work_locations/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Name', r.name],
        ['Client', r.client_name],
        ...addressFields(r),
        ['Created', formatDate(r.created_at)],
      ]}
    />
  );
}
