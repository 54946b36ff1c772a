import { useId } from 'react';
import { timesheetStatuses, type TimesheetStatus } from '../../../domain/contracts/timesheets';
import type { FilterOption } from '../../../../machines/timesheet-list/timesheet-list.screen';
import { statusLabel } from './labels';
import { statusesOf, type TimesheetListSearch } from './list-search';
import { TimesheetListContext } from './provider';

interface Props {
  search: TimesheetListSearch;
  onSearch(next: TimesheetListSearch): void;
  /** The approvals queue is always submitted and signed: no status filter there. */
  withStatus: boolean;
}

const field =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900';

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: FilterOption[];
  onChange(v: string | undefined): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={field}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list's filters; each change rewrites the URL (back to page 1), which reloads the list. */
export function TimesheetFilters({ search, onSearch, withStatus }: Props) {
  const options = TimesheetListContext.useSelector((s) => s.context.options);
  const set = (patch: Partial<TimesheetListSearch>) =>
    onSearch({ ...search, ...patch, page: undefined });
  const chosen = statusesOf(search);
  const toggleStatus = (s: TimesheetStatus) => {
    const next = chosen.includes(s) ? chosen.filter((c) => c !== s) : [...chosen, s];
    set({ status: timesheetStatuses.filter((x) => next.includes(x)).join(',') || undefined });
  };
  return (
    <form
      role="search"
      aria-label="Filter timesheets"
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => e.preventDefault()}
    >
      {withStatus && (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-xs font-medium text-slate-600 dark:text-slate-400">Status</legend>
          <div className="flex flex-wrap gap-2">
            {timesheetStatuses.map((s) => (
              <label key={s} className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(s)}
                  onChange={() => toggleStatus(s)}
                />
                {statusLabel(s)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
        From
        <input
          type="date"
          className={field}
          value={search.date_from ?? ''}
          onChange={(e) => set({ date_from: e.target.value || undefined })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
        To
        <input
          type="date"
          className={field}
          value={search.date_to ?? ''}
          onChange={(e) => set({ date_to: e.target.value || undefined })}
        />
      </label>
      <Choice
        label="Contractor"
        value={search.contractor_id}
        options={options.contractors}
        onChange={(v) => set({ contractor_id: v })}
      />
      <Choice
        label="Client"
        value={search.client_id}
        options={options.clients}
        onChange={(v) => set({ client_id: v })}
      />
      <Choice
        label="Assignment"
        value={search.assignment_id}
        options={options.assignments}
        onChange={(v) => set({ assignment_id: v })}
      />
      <button
        type="button"
        className="rounded-md px-2 py-1 text-sm text-brand underline"
        onClick={() => onSearch({})}
      >
        Clear filters
      </button>
    </form>
  );
}
