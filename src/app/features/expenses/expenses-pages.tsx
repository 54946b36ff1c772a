import { Link } from '@tanstack/react-router';
import { resourceDetailScreen } from '../../../../machines/kit/resource-detail.screen';
import { resourceListScreen } from '../../../../machines/kit/resource-list.screen';
import { Expense } from '../../../domain/contracts/expenses';
import { formatDate } from '../../../domain/format/format';
import { listSchema } from '../../../domain/resources/list-query-schema';
import { expensesResource } from '../../../domain/resources/expenses';
import { expensesQuery, type ExpenseSearch } from '../../../domain/resources/expenses-query';
import { detailLoader } from '../../actors/resource-detail';
import { csvDownloader, noFilterOptions, pageLoader } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { FieldList } from '../../components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../components/kit/resource-detail-view';
import { ResourceListView } from '../../components/kit/resource-list-view';

const PATH = '/expenses';
const Page = listSchema(Expense);

const listLogic = resourceListScreen.provide({
  actors: {
    loadPage: pageLoader(expensesResource.apiPath, (body) => Page.parse(body)),
    loadFilterOptions: noFilterOptions,
    downloadCsv: csvDownloader(expensesResource.apiPath, 'expenses.csv'),
  },
});
const detailLogic = resourceDetailScreen.provide({ actors: { loadDetail: detailLoader(expensesResource) } });

const columns: Column<Expense>[] = [
  {
    header: 'Name',
    sortKey: 'name',
    rowHeader: true,
    cell: (r) => (
      <Link to="/expenses/$id" params={{ id: r.id }} className="text-brand underline-offset-2 hover:underline">
        {r.name}
      </Link>
    ),
  },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /expenses: the caller's expenses with filters, sort and paging in the URL. */
export function ExpenseListView({ search, exportable }: { search: ExpenseSearch; exportable: boolean }) {
  return (
    <ResourceListView<Expense, typeof expensesQuery>
      logic={listLogic}
      search={search}
      exportable={exportable}
      title="Expenses"
      path={PATH}
      descriptor={expensesQuery}
      columns={columns}
      caption="Expenses"
      noun="expenses"
      fields={{ name: { label: 'Name' }, created_at: { label: 'Created' } }}
      empty="No expenses match these filters."
      summary={(page) => `${page.meta.total} expenses`}
    />
  );
}

export function ExpenseDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<Expense, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(r) => r?.name ?? 'Expense'}
      back={{ href: PATH, label: '← Expenses' }}
      noun="expense"
      sections={(r) => (
        <DetailSection id="fields" title="Details">
          <FieldList layout="table" fields={[['Name', r.name], ['Created', formatDate(r.created_at)]]} />
        </DetailSection>
      )}
    />
  );
}
