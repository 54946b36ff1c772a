import { Link } from '@tanstack/react-router';
import { resourceDetailScreen } from '../../../../machines/kit/resource-detail.screen';
import { resourceListScreen } from '../../../../machines/kit/resource-list.screen';
import { Distribution } from '../../../domain/contracts/distributions';
import { formatDate } from '../../../domain/format/format';
import { listSchema } from '../../../domain/resources/list-query-schema';
import { distributionsResource } from '../../../domain/resources/distributions';
import { distributionsQuery, type DistributionSearch } from '../../../domain/resources/distributions-query';
import { detailLoader } from '../../actors/resource-detail';
import { csvDownloader, noFilterOptions, pageLoader } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { FieldList } from '../../components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../components/kit/resource-detail-view';
import { ResourceListView } from '../../components/kit/resource-list-view';

const PATH = '/distributions';
const Page = listSchema(Distribution);

const listLogic = resourceListScreen.provide({
  actors: {
    loadPage: pageLoader(distributionsResource.apiPath, (body) => Page.parse(body)),
    loadFilterOptions: noFilterOptions,
    downloadCsv: csvDownloader(distributionsResource.apiPath, 'distributions.csv'),
  },
});
const detailLogic = resourceDetailScreen.provide({ actors: { loadDetail: detailLoader(distributionsResource) } });

const columns: Column<Distribution>[] = [
  {
    header: 'Name',
    sortKey: 'name',
    rowHeader: true,
    cell: (r) => (
      <Link to="/distributions/$id" params={{ id: r.id }} className="text-brand underline-offset-2 hover:underline">
        {r.name}
      </Link>
    ),
  },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /distributions: the caller's distributions with filters, sort and paging in the URL. */
export function DistributionListView({ search, exportable }: { search: DistributionSearch; exportable: boolean }) {
  return (
    <ResourceListView<Distribution, typeof distributionsQuery>
      logic={listLogic}
      search={search}
      exportable={exportable}
      title="Distributions"
      path={PATH}
      descriptor={distributionsQuery}
      columns={columns}
      caption="Distributions"
      noun="distributions"
      fields={{ name: { label: 'Name' }, created_at: { label: 'Created' } }}
      empty="No distributions match these filters."
      summary={(page) => `${page.meta.total} distributions`}
    />
  );
}

export function DistributionDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<Distribution, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(r) => r?.name ?? 'Distribution'}
      back={{ href: PATH, label: '← Distributions' }}
      noun="distribution"
      sections={(r) => (
        <DetailSection id="fields" title="Details">
          <FieldList layout="table" fields={[['Name', r.name], ['Created', formatDate(r.created_at)]]} />
        </DetailSection>
      )}
    />
  );
}
