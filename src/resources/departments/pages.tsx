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
import { departmentsResource, type Department } from './contract';
import { departmentsQuery, type DepartmentSearch } from './query';

const PATH = '/departments';

const listLogic = resourceListLogic(departmentsResource, { filterOptions: loadClientChoices });
const detailLogic = resourceDetailLogic(departmentsResource);

const columns = (withClient: boolean): Column<Department>[] => [
  linkColumn(departmentsResource, 'Name', (r) => r.name, { sortKey: 'name' }),
  ...(withClient ? [clientColumn<Department>('departments')] : []),
  { header: 'Address', cell: (r) => formatAddress(r) },
  { header: 'City', sortKey: 'city', cell: (r) => r.city },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /departments: the departments of the clients in the caller's scope, with their addresses. */
export function DepartmentListView({
  search,
  exportable,
  withClient,
  creatable,
}: {
  search: DepartmentSearch;
  exportable: boolean;
  withClient: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<Department, typeof departmentsQuery>
      resource={departmentsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns(withClient)}
      fields={{
        name: { label: 'Name' },
        ...(withClient ? { client_id: clientFilter<Department>() } : {}),
      }}
      actions={
        creatable && (
          <Link
            to="/departments/new"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New department
          </Link>
        )
      }
    />
  );
}

export function DepartmentDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<Department>
      logic={detailLogic}
      id={id}
      title={(r) => r?.name ?? 'Department'}
      back={{ href: PATH, label: '← Departments' }}
      noun="department"
      editHref={editable ? (r) => `/departments/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Name', r.name],
        ['Client', r.client_name],
        ...addressFields(r),
        ['Created', formatDate(r.created_at)],
      ]}
    />
  );
}
