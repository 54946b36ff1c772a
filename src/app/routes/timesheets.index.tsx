import { createFileRoute } from '@tanstack/react-router';
import { canInputTime } from '../../domain/policy/timesheet-decisions';
import { contractorBulkActions, listBulkActions } from '../features/bulk-actions/action-choices';
import { ShellPage } from '../features/shell/shell-page';
import { TimesheetListSearch } from '../features/timesheet-list/list-search';
import { TimesheetListView } from '../features/timesheet-list/timesheet-list-view';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/timesheets/')({
  validateSearch: TimesheetListSearch,
  beforeLoad: (args) => requireLinkAccess(args),
  component: TimesheetsPage,
});

function TimesheetsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ShellPage path="/timesheets">
      {({ user }) => (
        <TimesheetListView
          title="Timesheets"
          source="timesheets"
          search={search}
          onSearch={(next) => void navigate({ search: next })}
          detailBase="/timesheets"
          enterTime={Boolean(user && canInputTime(user))}
          bulkActions={user?.user_type === 'contractor' ? contractorBulkActions : listBulkActions}
        />
      )}
    </ShellPage>
  );
}
