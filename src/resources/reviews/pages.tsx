import { Link } from '@tanstack/react-router';
import { resourceListLogic } from '../../app/actors/resource-list';
import { workflowDetailLogic } from '../../app/actors/workflow-resource';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { workflowListBulk } from '../../app/components/kit/workflow-list-bulk';
import { useShell } from '../../app/features/shell/shell-page';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import type { WorkflowEdit } from '../../app/components/kit/workflow-edit';
import { formatDate, orMissing } from '../../domain/format/format';
import { statusWords } from '../../domain/format/words';
import { reviewDefinition, subjectOfReview, type ReviewEvent } from './chart';
import { type Review, ReviewDetail, reviewsResource } from './contract';
import { reviewsForm } from './form';
import { reviewsQuery, reviewSubjectKindLabels, type ReviewSearch } from './query';

const PATH = '/reviews';

const listLogic = resourceListLogic(reviewsResource);
const detailLogic = workflowDetailLogic('reviews', ReviewDetail);

const statusLabel = statusWords;

const columns: Column<Review>[] = [
  linkColumn(reviewsResource, 'Review', (r) => r.review_type_name),
  { header: 'Contractor', cell: (r) => r.contractor_name },
  { header: 'Reviewer', cell: (r) => orMissing(r.reviewer_name) },
  {
    header: 'Rating',
    sortKey: 'rating',
    cell: (r) => (r.rating === null ? '--' : `${r.rating} / 5`),
  },
  {
    header: 'Status',
    sortKey: 'status',
    cell: (r) => <StatusBadge status={r.status} label={statusLabel(r.status)} />,
  },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at.slice(0, 10)) },
];

const bulkFor = workflowListBulk(reviewDefinition, {
  path: 'reviews',
  noun: 'review',
  checkbox: (r: Review) => `Select review of ${r.contractor_name}`,
  row: (r) => `${r.review_type_name} · ${r.contractor_name}`,
});

/** /reviews: reviews of the caller's workers, with filters, sort, paging, CSV and bulk actions. */
export function ReviewListView(props: {
  search: ReviewSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  const { user } = useShell();
  return (
    <ResourceListView<Review, typeof reviewsQuery>
      resource={reviewsResource}
      logic={listLogic}
      search={props.search}
      exportable={props.exportable}
      columns={columns}
      fields={{
        status: { label: 'Status' },
        review_type_id: {
          label: 'Review type',
          nameIn: (r) => [r.review_type_id, r.review_type_name],
        },
        contractor_id: { label: 'Contractor', nameIn: (r) => [r.contractor_id, r.contractor_name] },
      }}
      actions={
        <span className="flex gap-2">
          <Link
            to="/review_types"
            className="rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300"
          >
            Review types
          </Link>
          {props.creatable && (
            <Link
              to="/reviews/create"
              className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
            >
              New review
            </Link>
          )}
        </span>
      }
      bulk={bulkFor(user)}
    />
  );
}

/** /reviews/{id}: the review, the actions the shared chart opens to this user (and why not the others), its history. */
const reviewEdit: WorkflowEdit<ReviewDetail, ReviewEvent> = {
  event: (user) => ({ type: 'review.edit', user }),
  href: (d) => `/reviews/create?id=${d.review.id}`,
};

export function ReviewDetailView({ id }: { id: string }) {
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={reviewDefinition}
      subjectOf={(d: ReviewDetail) => subjectOfReview(d.review)}
      title={(d) => (d ? `${d.review.review_type_name} of ${d.review.contractor_name}` : 'Review')}
      back={{ href: PATH, label: '← Reviews' }}
      noun="review"
      edit={reviewEdit}
      sections={(d) => {
        const r = d.review;
        return (
          <>
            <DetailSection id="fields" title="Details">
              <FieldList
                layout="table"
                fields={[
                  [
                    'Status',
                    <StatusBadge key="s" status={r.status} label={statusLabel(r.status)} />,
                  ],
                  ['Review type', r.review_type_name],
                  ['Reviews', reviewSubjectKindLabels[r.subject_kind]],
                  ['Contractor', r.contractor_name],
                  ['Reviewer', orMissing(r.reviewer_name)],
                  ['Rating', r.rating === null ? '--' : `${r.rating} / 5`],
                  ['Notes', orMissing(r.notes)],
                  ['Reason', orMissing(r.reason)],
                ]}
              />
            </DetailSection>
          </>
        );
      }}
    />
  );
}

/** /reviews/create: a new review, or with `id` the rating and notes of one still pending or processing. */
export function ReviewFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={reviewsResource.apiPath}
      form={reviewsForm}
      user={user}
      id={id}
      title={id ? 'Edit review' : 'New review'}
      cancelHref={id ? `${PATH}/${id}` : PATH}
      savedHref={(saved) => `${PATH}/${saved}`}
      submitLabel={id ? 'Save' : 'Create review'}
    />
  );
}
