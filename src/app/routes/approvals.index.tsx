import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../domain/policy/capabilities';
import { approvalBulkActionsFor } from '../features/bulk-actions/action-choices';
import { ShellPage } from '../features/shell/shell-page';
import { TimesheetListSearch } from '../features/timesheet-list/list-search';
import { TimesheetListView } from '../features/timesheet-list/timesheet-list-view';
import { requireRouteAccess } from '../lib/guards';

export const Route = createFileRoute('/approvals/')({
  validateSearch: TimesheetListSearch,
  beforeLoad: (args) => requireRouteAccess(args, '/approvals'),
  component: ApprovalsPage,
});

function ApprovalsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ShellPage path="/approvals">
      {({ user }) => (
        <TimesheetListView
          title="Approvals"
          source="approvals"
          search={search}
          onSearch={(next) => void navigate({ search: next })}
          detailBase="/approvals"
          enterTime={false}
          bulkActions={approvalBulkActionsFor(user)}
          canExport={Boolean(user && canExport(user))}
        />
      )}
    </ShellPage>
  );
}
