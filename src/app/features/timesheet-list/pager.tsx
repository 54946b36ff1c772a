import type { TimesheetList } from '../../../domain/contracts/timesheets';
import type { TimesheetListSearch } from './list-search';

interface Props {
  meta: TimesheetList['meta'];
  search: TimesheetListSearch;
  onSearch(next: TimesheetListSearch): void;
}

export function Pager({ meta, search, onSearch }: Props) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const go = (page: number) => onSearch({ ...search, page: page === 1 ? undefined : page });
  const button = 'rounded-md px-3 py-1 ring-1 ring-slate-300 disabled:opacity-40 dark:ring-slate-700';
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-end gap-2 text-sm">
      <button type="button" className={button} disabled={meta.page <= 1} onClick={() => go(meta.page - 1)}>
        Previous
      </button>
      <span>
        Page {meta.page} of {pages}
      </span>
      <button type="button" className={button} disabled={meta.page >= pages} onClick={() => go(meta.page + 1)}>
        Next
      </button>
    </nav>
  );
}
