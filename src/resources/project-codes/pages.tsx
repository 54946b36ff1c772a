import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { loadClientChoices, resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { clientColumn, clientFilter } from '../../app/features/client-org/client-org-parts';
import { formatDate, orMissing } from '../../domain/format/format';
import { type ProjectCode, projectCodesResource } from './contract';
import { projectCodesQuery, type ProjectCodeSearch } from './query';

const PATH = '/project_codes';
const activeLabel = (active: boolean) => (active ? 'Active' : 'Inactive');

const listLogic = resourceListLogic(projectCodesResource, { filterOptions: loadClientChoices });
const detailLogic = resourceDetailLogic(projectCodesResource);

const columns = (withClient: boolean): Column<ProjectCode>[] => [
  linkColumn(projectCodesResource, 'Code', (r) => r.code, { sortKey: 'code' }),
  { header: 'Description', cell: (r) => orMissing(r.description) },
  ...(withClient ? [clientColumn<ProjectCode>('project codes')] : []),
  { header: 'Status', cell: (r) => activeLabel(r.active) },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /project_codes: the codes the clients in the caller's scope book time to. */
export function ProjectCodeListView({
  search,
  exportable,
  withClient,
  creatable,
}: {
  search: ProjectCodeSearch;
  exportable: boolean;
  withClient: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<ProjectCode, typeof projectCodesQuery>
      resource={projectCodesResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns(withClient)}
      fields={{
        code: { label: 'Code' },
        active: { label: 'Status', valueLabel: (v) => activeLabel(v === 'true') },
        ...(withClient ? { client_id: clientFilter<ProjectCode>() } : {}),
      }}
      actions={
        creatable && (
          <Link
            to="/project_codes/new"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New project code
          </Link>
        )
      }
    />
  );
}

export function ProjectCodeDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<ProjectCode>
      logic={detailLogic}
      id={id}
      title={(r) => r?.code ?? 'Project code'}
      back={{ href: PATH, label: '← Project Codes' }}
      noun="project code"
      editHref={editable ? (r) => `/project_codes/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Code', r.code],
        ['Description', orMissing(r.description)],
        ['Client', r.client_name],
        ['Status', activeLabel(r.active)],
        ['Created', formatDate(r.created_at)],
      ]}
    />
  );
}
