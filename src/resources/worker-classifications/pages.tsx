import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { SpaLink } from '../../app/components/nav/spa-link';
import { NewLink, recordLink } from '../../app/features/payroll-config/links';
import { formatDate } from '../../domain/format/format';
import { CLASSIFICATION_BASIS_LABELS } from '../../domain/jobs/classification-bases';
import { jobClassificationLabel } from '../../domain/jobs/classifications';
import { workerClassificationsResource, type WorkerClassification } from './contract';
import { workerClassificationsQuery, type WorkerClassificationSearch } from './query';

const PATH = '/worker_classifications';
const listLogic = resourceListLogic(workerClassificationsResource);
const detailLogic = resourceDetailLogic(workerClassificationsResource);

const columns: Column<WorkerClassification>[] = [
  linkColumn(workerClassificationsResource, 'Decided on', (r) => formatDate(r.determined_on), {
    sortKey: 'determined_on',
  }),
  {
    header: 'Contractor',
    sortKey: 'contractor',
    cell: (r, links) => (
      <SpaLink
        href={links.withFilter({ contractor_id: r.contractor_id })}
        className={recordLink}
        aria-label={`Only ${r.contractor_name}`}
      >
        {r.contractor_name}
      </SpaLink>
    ),
  },
  { header: 'Classification', cell: (r) => jobClassificationLabel(r.classification) },
  { header: 'Test applied', cell: (r) => CLASSIFICATION_BASIS_LABELS[r.basis] },
  { header: 'Decided by', cell: (r) => r.determined_by_name },
];

/** /worker_classifications: how each worker was classified, on what test, by whom. */
export function WorkerClassificationListView({
  search,
  exportable,
}: {
  search: WorkerClassificationSearch;
  exportable: boolean;
}) {
  return (
    <ResourceListView<WorkerClassification, typeof workerClassificationsQuery>
      resource={workerClassificationsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        contractor_id: { label: 'Contractor', nameIn: (r) => [r.contractor_id, r.contractor_name] },
        classification: { label: 'Classification', valueLabel: jobClassificationLabel },
        determined_on: { label: 'Decided' },
      }}
      actions={<NewLink to="/worker_classifications/create">Classify a worker</NewLink>}
    />
  );
}

export function WorkerClassificationDetailView({ id }: { id: string }) {
  return (
    <RecordDetailView<WorkerClassification>
      logic={detailLogic}
      id={id}
      title={(r) =>
        r
          ? `${r.contractor_name}: ${jobClassificationLabel(r.classification)}`
          : 'Worker classification'
      }
      back={{ href: PATH, label: '← Worker classifications' }}
      noun="worker classification"
      editHref={(r) => `/worker_classifications/create?id=${r.id}`}
      editLabel={() => 'Correct'}
      fields={(r) => [
        ['Contractor', r.contractor_name],
        ['Classification', jobClassificationLabel(r.classification)],
        ['Test applied', CLASSIFICATION_BASIS_LABELS[r.basis]],
        ['Decided on', formatDate(r.determined_on)],
        ['Decided by', r.determined_by_name],
        [
          'Reasoning',
          <p key="why" className="whitespace-pre-wrap">
            {r.reasoning}
          </p>,
        ],
      ]}
    />
  );
}
