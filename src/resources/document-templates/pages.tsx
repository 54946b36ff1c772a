import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { NewLink } from '../../app/features/payroll-config/links';
import { formatDate } from '../../domain/format/format';
import { type DocumentTemplate, documentTemplatesResource } from './contract';
import { documentTemplatesQuery, type DocumentTemplateSearch } from './query';
import { TEMPLATE_KIND_LABELS, type TemplateKind } from './template-kinds';

const PATH = '/document_templates';
const listLogic = resourceListLogic(documentTemplatesResource);
const detailLogic = resourceDetailLogic(documentTemplatesResource);

const columns: Column<DocumentTemplate>[] = [
  linkColumn(documentTemplatesResource, 'Name', (r) => r.name, { sortKey: 'name' }),
  { header: 'Kind', sortKey: 'kind', cell: (r) => TEMPLATE_KIND_LABELS[r.kind] },
  { header: 'Active', cell: (r) => (r.active ? 'Yes' : 'No') },
  { header: 'Employer', cell: (r) => r.employer_name },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /document_templates: the employer's templates for offer letters, agreements, policies and notices. */
export function DocumentTemplateListView({
  search,
  exportable,
  creatable,
}: {
  search: DocumentTemplateSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<DocumentTemplate, typeof documentTemplatesQuery>
      resource={documentTemplatesResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        name: { label: 'Name' },
        kind: { label: 'Kind', valueLabel: (v) => TEMPLATE_KIND_LABELS[v as TemplateKind] },
      }}
      actions={creatable && <NewLink to="/document_templates/new">New template</NewLink>}
    />
  );
}

export function DocumentTemplateDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<DocumentTemplate>
      logic={detailLogic}
      id={id}
      title={(r) => r?.name ?? 'Document template'}
      back={{ href: PATH, label: '← Document templates' }}
      noun="document template"
      editHref={editable ? (r) => `/document_templates/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Kind', TEMPLATE_KIND_LABELS[r.kind]],
        ['Active', r.active ? 'Yes' : 'No'],
        ['Employer', r.employer_name],
        [
          'Text',
          <pre key="body" className="whitespace-pre-wrap font-sans">
            {r.body}
          </pre>,
        ],
      ]}
    />
  );
}
