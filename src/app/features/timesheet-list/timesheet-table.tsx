import type { sortKeys, Timesheet } from '../../../domain/contracts/timesheets';
import { formatDate } from '../../../domain/format/format';
import { SpaLink } from '../../components/nav/spa-link';
import { billingLabel, paidLabel, statusBadge, statusLabel } from './labels';
import type { TimesheetListSearch } from './list-search';
import { TimesheetListContext } from './provider';

type SortKey = (typeof sortKeys)[number];
type SortField = 'date' | 'hours' | 'status';

interface Props {
  rows: Timesheet[];
  search: TimesheetListSearch;
  onSearch(next: TimesheetListSearch): void;
  detailBase: string;
  selectable: boolean;
}

function SortHeader({ field, label, search, onSearch }: { field: SortField; label: string; search: TimesheetListSearch; onSearch(next: TimesheetListSearch): void }) {
  const sort: SortKey = search.sort ?? '-date';
  const active = sort.replace('-', '') === field;
  const descending = sort.startsWith('-');
  const next: SortKey = active && !descending ? `-${field}` : field;
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'} className="px-3 py-2 text-left">
      <button type="button" className="font-medium hover:text-brand" aria-label={`Sort by ${label.toLowerCase()}`} onClick={() => onSearch({ ...search, sort: next, page: undefined })}>
        {label}
        {active ? (descending ? ' ↓' : ' ↑') : ''}
      </button>
    </th>
  );
}

/** One page of timesheets: date, contractor, client, hours, status, billing, paid. */
export function TimesheetTable({ rows, search, onSearch, detailBase, selectable }: Props) {
  const selected = TimesheetListContext.useSelector((s) => s.context.selected);
  const ref = TimesheetListContext.useActorRef();
  const allSelected = rows.length > 0 && selected.length === rows.length;
  return (
    <div className="mt-4 overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {selectable && (
              <th scope="col" className="w-8 px-3 py-2">
                <input type="checkbox" aria-label="Select all on this page" checked={allSelected} onChange={() => ref.send({ type: 'list.toggleAll' })} />
              </th>
            )}
            <SortHeader field="date" label="Date" search={search} onSearch={onSearch} />
            <th scope="col" className="px-3 py-2 text-left font-medium">Contractor</th>
            <th scope="col" className="px-3 py-2 text-left font-medium">Client</th>
            <SortHeader field="hours" label="Hours" search={search} onSearch={onSearch} />
            <SortHeader field="status" label="Status" search={search} onSearch={onSearch} />
            <th scope="col" className="px-3 py-2 text-left font-medium">Billing</th>
            <th scope="col" className="px-3 py-2 text-left font-medium">Paid</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/50">
              {selectable && (
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={`Select timesheet of ${t.contractor_name} on ${formatDate(t.date)}`}
                    checked={selected.includes(t.id)}
                    onChange={() => ref.send({ type: 'list.toggle', id: t.id })}
                  />
                </td>
              )}
              <td className="px-3 py-2 whitespace-nowrap">
                <SpaLink href={`${detailBase}/${t.id}`} className="text-brand underline" aria-label={`Timesheet of ${t.contractor_name} on ${formatDate(t.date)}`}>
                  {formatDate(t.date)}
                </SpaLink>
              </td>
              <td className="px-3 py-2">{t.contractor_name}</td>
              <td className="px-3 py-2">{t.client_name}</td>
              <td className="px-3 py-2 tabular-nums">{t.hours_worked}</td>
              <td className="px-3 py-2">
                <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${statusBadge[t.status]}`}>{statusLabel(t.status)}</span>
              </td>
              <td className="px-3 py-2">{billingLabel(t.billing)}</td>
              <td className="px-3 py-2">{paidLabel(t.paid)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
