import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { NewLink } from '../../app/features/payroll-config/links';
import { federalHolidays } from '../../domain/billing/holidays';
import { formatDate } from '../../domain/format/format';
import { type Holiday, holidaysResource } from './contract';
import { holidaysQuery, type HolidaySearch } from './query';

const PATH = '/holidays';

const listLogic = resourceListLogic(holidaysResource);
const detailLogic = resourceDetailLogic(holidaysResource);

const columns: Column<Holiday>[] = [
  { header: 'Date', sortKey: 'date', cell: (r) => formatDate(r.date) },
  linkColumn(holidaysResource, 'Name', (r) => r.name, { sortKey: 'name' }),
  { header: 'Employer', cell: (r) => r.employer_name },
];

/** The federal holidays every employer pays (src/domain/billing/holidays.ts), for one year. */
function FederalHolidays({ year }: { year: number }) {
  return (
    <section aria-labelledby="federal-holidays" className="mt-8">
      <h2 id="federal-holidays" className="text-lg font-semibold">
        Federal holidays {year}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Paid for every employer; work on them earns the holiday rate, as does work on the holidays
        above.
      </p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-md ring-1 ring-slate-200 dark:divide-slate-700 dark:ring-slate-700">
        {[...federalHolidays(year)].map(([date, name]) => (
          <li key={date} className="flex gap-4 px-3 py-1.5 text-sm">
            <span className="w-28 tabular-nums">{formatDate(date)}</span>
            <span>{name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /holidays: the paid holidays an employer added, then the year's federal ones. */
export function HolidayListView({
  search,
  exportable,
  creatable,
}: {
  search: HolidaySearch;
  exportable: boolean;
  creatable: boolean;
}) {
  const year = Number((search.date_from ?? new Date().toISOString()).slice(0, 4));
  return (
    <>
      <ResourceListView<Holiday, typeof holidaysQuery>
        resource={holidaysResource}
        logic={listLogic}
        search={search}
        exportable={exportable}
        columns={columns}
        fields={{ date: { label: 'Date' }, name: { label: 'Name' } }}
        actions={creatable && <NewLink to="/holidays/new">New holiday</NewLink>}
      />
      <FederalHolidays year={year} />
    </>
  );
}

export function HolidayDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<Holiday>
      logic={detailLogic}
      id={id}
      title={(r) => r?.name ?? 'Holiday'}
      back={{ href: PATH, label: '← Holidays' }}
      noun="holiday"
      editHref={editable ? (r) => `${PATH}/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Date', formatDate(r.date)],
        ['Name', r.name],
        ['Employer', r.employer_name],
      ]}
    />
  );
}
