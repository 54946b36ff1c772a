import { canExport } from '../../domain/policy/capabilities';
import { canInputTime } from '../../domain/policy/timesheet-decisions';
import type { TimesheetSearch } from './query';
import { useShell } from '../../app/features/shell/shell-page';
import { TimesheetListView } from './list-view';

/** The timesheet list at /timesheets and /contractor/timesheets; the server scopes the rows. */
export function TimesheetsPage({ path, search }: { path: string; search: TimesheetSearch }) {
  const { user } = useShell();
  return (
    <TimesheetListView
      path={path}
      search={search}
      enterTime={Boolean(user && canInputTime(user))}
      user={user}
      exportable={Boolean(user && canExport(user))}
    />
  );
}
