import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column, ListLinks } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { SpaLink } from '../../app/components/nav/spa-link';
import { linkClass } from '../../app/features/client-org/client-org-parts';
import { RecordFormView } from '../../app/features/client-org/record-form-view';
import { formatDate, orMissing } from '../../domain/format/format';
import { jobClassificationLabel } from '../../domain/jobs/classifications';
import { type Job, jobsResource } from './contract';
import { jobsForm } from './form';
import { jobsQuery, type JobSearch } from './query';

const PATH = '/jobs';
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

const listLogic = resourceListLogic(jobsResource);
const detailLogic = resourceDetailLogic(jobsResource);

/** Who staffs the job: its partner for an admin, who sees every partner's. */
const partnerColumn: Column<Job> = {
  header: 'Partner',
  cell: (j: Job, links: ListLinks) =>
    j.partner_id ? (
      <SpaLink
        href={links.withFilter({ partner_id: j.partner_id })}
        className={linkClass}
        aria-label={`Only jobs of ${j.partner_name ?? 'this partner'}`}
      >
        {j.partner_name}
      </SpaLink>
    ) : (
      '--'
    ),
};

const columns = (withPartner: boolean): Column<Job>[] => [
  linkColumn(jobsResource, 'Title', (j) => j.title, { sortKey: 'title' }),
  {
    header: 'Classification',
    sortKey: 'classification',
    cell: (j) => jobClassificationLabel(j.classification),
  },
  ...(withPartner ? [partnerColumn] : []),
  {
    header: 'For client',
    cell: (j, links) =>
      j.client_id ? (
        <SpaLink
          href={links.withFilter({ client_id: j.client_id })}
          className={linkClass}
          aria-label={`Only jobs for ${j.client_name ?? 'this client'}`}
        >
          {j.client_name}
        </SpaLink>
      ) : (
        'All clients'
      ),
  },
  { header: 'Salaried', cell: (j) => yesNo(j.salaried) },
  { header: 'Travel', cell: (j) => yesNo(j.is_travel) },
  { header: 'Workers comp code', cell: (j) => orMissing(j.workers_comp_code) },
];

/**
 * /jobs: the jobs in the caller's scope. `classifications` are those the user may see (spec §5:
 * Canada only for admin-like users or partners with Canada enabled): the only ones offered as filters.
 */
export function JobListView({
  search,
  exportable,
  withPartner,
  classifications,
  creatable,
}: {
  search: JobSearch;
  exportable: boolean;
  withPartner: boolean;
  classifications: readonly string[];
  creatable: boolean;
}) {
  return (
    <ResourceListView<Job, typeof jobsQuery>
      resource={jobsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns(withPartner)}
      fields={{
        title: { label: 'Title' },
        classification: {
          label: 'Classification',
          valueLabel: jobClassificationLabel,
          values: classifications,
        },
        salaried: {
          label: 'Pay',
          valueLabel: (v) => (v === 'true' ? 'Salaried' : 'Hourly'),
        },
        partner_id: { label: 'Partner', nameIn: (j) => [j.partner_id ?? '', j.partner_name ?? ''] },
        client_id: { label: 'For client', nameIn: (j) => [j.client_id ?? '', j.client_name ?? ''] },
      }}
      actions={
        creatable && (
          <Link
            to="/jobs/create"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New job
          </Link>
        )
      }
    />
  );
}

/** `editable`: whether this user may change this job (a client owner only its company's own). */
export function JobDetailView({ id, editable }: { id: string; editable: (job: Job) => boolean }) {
  return (
    <ResourceDetailView<Job, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(j) => j?.title ?? 'Job'}
      back={{ href: PATH, label: '← Jobs' }}
      noun="job"
      editHref={(j) => (editable(j) ? `/jobs/create?id=${j.id}` : null)}
      sections={(j) => (
        <DetailSection id="fields" title="Details">
          <FieldList
            layout="table"
            fields={[
              ['Title', j.title],
              ['Classification', jobClassificationLabel(j.classification)],
              ['Workers comp code', orMissing(j.workers_comp_code)],
              ['Salaried', yesNo(j.salaried)],
              ['Travel', yesNo(j.is_travel)],
              ['Partner', orMissing(j.partner_name)],
              ['For client', j.client_name ?? 'All clients'],
              ['Created', formatDate(j.created_at)],
            ]}
          />
        </DetailSection>
      )}
    />
  );
}

/** `/jobs/create`: a new job (spec §2), or `?id=` to edit one. */
export function JobFormView({ id }: { id?: string }) {
  return (
    <RecordFormView
      id={id}
      apiPath={jobsResource.apiPath}
      form={jobsForm}
      path="/jobs"
      noun="job"
      plural="jobs"
    />
  );
}
