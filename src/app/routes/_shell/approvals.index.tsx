import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { approvalBulkActionsFor } from '../../features/bulk-actions/action-choices';
import { TimesheetListSearch } from '../../features/timesheet-list/list-search';
import { TimesheetListView } from '../../features/timesheet-list/timesheet-list-view';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/approvals/')({
  validateSearch: TimesheetListSearch,
  component: ApprovalsPage,
});

function ApprovalsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useShell();
  return (
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
  );
}
