import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate, orMissing } from '../../domain/format/format';
import { reviewTypesResource, type ReviewType } from './contract';
import { reviewTypesForm } from './form';
import { reviewTypesQuery, reviewSubjectKindLabels, type ReviewTypeSearch } from './query';

const PATH = '/review_types';

const listLogic = resourceListLogic(reviewTypesResource);
const detailLogic = resourceDetailLogic(reviewTypesResource);

const columns: Column<ReviewType>[] = [
  linkColumn(reviewTypesResource, 'Name', (t) => t.name, { sortKey: 'name' }),
  { header: 'Reviews', cell: (t) => reviewSubjectKindLabels[t.subject_kind] },
  { header: 'Partner', cell: (t) => orMissing(t.partner_name) },
  { header: 'Created', sortKey: 'created_at', cell: (t) => formatDate(t.created_at.slice(0, 10)) },
];

/** /review_types: what the caller's reviews review (a worker's performance, a document). */
export function ReviewTypeListView(props: {
  search: ReviewTypeSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<ReviewType, typeof reviewTypesQuery>
      resource={reviewTypesResource}
      logic={listLogic}
      search={props.search}
      exportable={props.exportable}
      columns={columns}
      fields={{ subject_kind: { label: 'Reviews' }, name: { label: 'Name' } }}
      actions={
        props.creatable && (
          <Link
            to="/review_types/new"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New review type
          </Link>
        )
      }
    />
  );
}

export function ReviewTypeDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <ResourceDetailView<ReviewType, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(t) => t?.name ?? 'Review type'}
      back={{ href: PATH, label: '← Review types' }}
      noun="review type"
      editHref={editable ? (t) => `/review_types/new?id=${t.id}` : undefined}
      sections={(t) => (
        <DetailSection id="fields" title="Details">
          <FieldList
            layout="table"
            fields={[
              ['Name', t.name],
              ['Reviews', reviewSubjectKindLabels[t.subject_kind]],
              ['Description', orMissing(t.description)],
              ['Partner', orMissing(t.partner_name)],
              ['Created', formatDate(t.created_at.slice(0, 10))],
            ]}
          />
        </DetailSection>
      )}
    />
  );
}

export function ReviewTypeFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={reviewTypesResource.apiPath}
      form={reviewTypesForm}
      user={user}
      id={id}
      title={id ? 'Edit review type' : 'New review type'}
      cancelHref={id ? `${PATH}/${id}` : PATH}
      savedHref={(saved) => `${PATH}/${saved}`}
      submitLabel={id ? 'Save' : 'Create review type'}
    />
  );
}
