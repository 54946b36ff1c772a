import { Link } from '@tanstack/react-router';
import { resourceDetailScreen } from '../../../../machines/kit/resource-detail.screen';
import { resourceListScreen } from '../../../../machines/kit/resource-list.screen';
import { Benefit } from '../../../domain/contracts/benefits';
import { formatDate } from '../../../domain/format/format';
import { listSchema } from '../../../domain/resources/list-query-schema';
import { benefitsResource } from '../../../domain/resources/benefits';
import { benefitsQuery, type BenefitSearch } from '../../../domain/resources/benefits-query';
import { detailLoader } from '../../actors/resource-detail';
import { csvDownloader, noFilterOptions, pageLoader } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { FieldList } from '../../components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../components/kit/resource-detail-view';
import { ResourceListView } from '../../components/kit/resource-list-view';

const PATH = '/benefits';
const Page = listSchema(Benefit);

const listLogic = resourceListScreen.provide({
  actors: {
    loadPage: pageLoader(benefitsResource.apiPath, (body) => Page.parse(body)),
    loadFilterOptions: noFilterOptions,
    downloadCsv: csvDownloader(benefitsResource.apiPath, 'benefits.csv'),
  },
});
const detailLogic = resourceDetailScreen.provide({ actors: { loadDetail: detailLoader(benefitsResource) } });

const columns: Column<Benefit>[] = [
  {
    header: 'Name',
    sortKey: 'name',
    rowHeader: true,
    cell: (r) => (
      <Link to="/benefits/$id" params={{ id: r.id }} className="text-brand underline-offset-2 hover:underline">
        {r.name}
      </Link>
    ),
  },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /benefits: the caller's benefits with filters, sort and paging in the URL. */
export function BenefitListView({ search, exportable }: { search: BenefitSearch; exportable: boolean }) {
  return (
    <ResourceListView<Benefit, typeof benefitsQuery>
      logic={listLogic}
      search={search}
      exportable={exportable}
      title="Benefits"
      path={PATH}
      descriptor={benefitsQuery}
      columns={columns}
      caption="Benefits"
      noun="benefits"
      fields={{ name: { label: 'Name' }, created_at: { label: 'Created' } }}
      empty="No benefits match these filters."
      summary={(page) => `${page.meta.total} benefits`}
    />
  );
}

export function BenefitDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<Benefit, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(r) => r?.name ?? 'Benefit'}
      back={{ href: PATH, label: '← Benefits' }}
      noun="benefit"
      sections={(r) => (
        <DetailSection id="fields" title="Details">
          <FieldList layout="table" fields={[['Name', r.name], ['Created', formatDate(r.created_at)]]} />
        </DetailSection>
      )}
    />
  );
}
