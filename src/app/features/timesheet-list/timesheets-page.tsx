import { canExport } from '../../../domain/policy/capabilities';
import { canInputTime } from '../../../domain/policy/timesheet-decisions';
import { bulkActionsFor } from '../bulk-actions/action-choices';
import { useShell } from '../shell/shell-page';
import type { TimesheetListSearch } from './list-search';
import { TimesheetListView } from './timesheet-list-view';

/** The timesheet list at /timesheets and /contractor/timesheets; the server scopes the rows. */
export function TimesheetsPage({
  search,
  onSearch,
}: {
  search: TimesheetListSearch;
  onSearch(next: TimesheetListSearch): void;
}) {
  const { user } = useShell();
  return (
    <TimesheetListView
      title="Timesheets"
      source="timesheets"
      search={search}
      onSearch={onSearch}
      detailBase="/timesheets"
      enterTime={Boolean(user && canInputTime(user))}
      bulkActions={bulkActionsFor(user)}
      canExport={Boolean(user && canExport(user))}
    />
  );
}
