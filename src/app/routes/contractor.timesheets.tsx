import { createFileRoute } from '@tanstack/react-router';
import { canInputTime } from '../../domain/policy/timesheet-decisions';
import { contractorBulkActions } from '../features/bulk-actions/action-choices';
import { ShellPage } from '../features/shell/shell-page';
import { TimesheetListSearch } from '../features/timesheet-list/list-search';
import { TimesheetListView } from '../features/timesheet-list/timesheet-list-view';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/contractor/timesheets')({
  validateSearch: TimesheetListSearch,
  beforeLoad: (args) => requireUserType(args, 'contractor'),
  component: ContractorTimesheetsPage,
});

function ContractorTimesheetsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ShellPage path="/contractor/timesheets">
      {({ user }) => (
        <TimesheetListView
          title="Timesheets"
          source="timesheets"
          search={search}
          onSearch={(next) => void navigate({ search: next })}
          detailBase="/timesheets"
          enterTime={Boolean(user && canInputTime(user))}
          bulkActions={contractorBulkActions}
        />
      )}
    </ShellPage>
  );
}
