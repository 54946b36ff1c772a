import { Link } from '@tanstack/react-router';
import { resourceDetailScreen } from '../../../../machines/kit/resource-detail.screen';
import { resourceListScreen } from '../../../../machines/kit/resource-list.screen';
import { Holiday } from '../../../domain/contracts/holidays';
import { formatDate } from '../../../domain/format/format';
import { listSchema } from '../../../domain/resources/list-query-schema';
import { holidaysResource } from '../../../domain/resources/holidays';
import { holidaysQuery, type HolidaySearch } from '../../../domain/resources/holidays-query';
import { detailLoader } from '../../actors/resource-detail';
import { csvDownloader, noFilterOptions, pageLoader } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { FieldList } from '../../components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../components/kit/resource-detail-view';
import { ResourceListView } from '../../components/kit/resource-list-view';

const PATH = '/holidays';
const Page = listSchema(Holiday);

const listLogic = resourceListScreen.provide({
  actors: {
    loadPage: pageLoader(holidaysResource.apiPath, (body) => Page.parse(body)),
    loadFilterOptions: noFilterOptions,
    downloadCsv: csvDownloader(holidaysResource.apiPath, 'holidays.csv'),
  },
});
const detailLogic = resourceDetailScreen.provide({ actors: { loadDetail: detailLoader(holidaysResource) } });

const columns: Column<Holiday>[] = [
  {
    header: 'Name',
    sortKey: 'name',
    rowHeader: true,
    cell: (r) => (
      <Link to="/holidays/$id" params={{ id: r.id }} className="text-brand underline-offset-2 hover:underline">
        {r.name}
      </Link>
    ),
  },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /holidays: the caller's holidays with filters, sort and paging in the URL. */
export function HolidayListView({ search, exportable }: { search: HolidaySearch; exportable: boolean }) {
  return (
    <ResourceListView<Holiday, typeof holidaysQuery>
      logic={listLogic}
      search={search}
      exportable={exportable}
      title="Holidays"
      path={PATH}
      descriptor={holidaysQuery}
      columns={columns}
      caption="Holidays"
      noun="holidays"
      fields={{ name: { label: 'Name' }, created_at: { label: 'Created' } }}
      empty="No holidays match these filters."
      summary={(page) => `${page.meta.total} holidays`}
    />
  );
}

export function HolidayDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<Holiday, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(r) => r?.name ?? 'Holiday'}
      back={{ href: PATH, label: '← Holidays' }}
      noun="holiday"
      sections={(r) => (
        <DetailSection id="fields" title="Details">
          <FieldList layout="table" fields={[['Name', r.name], ['Created', formatDate(r.created_at)]]} />
        </DetailSection>
      )}
    />
  );
}
