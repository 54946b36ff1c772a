import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { TimesheetDetailView } from '../features/timesheet-detail/timesheet-detail-view';
import { requireRouteAccess } from '../lib/guards';

export const Route = createFileRoute('/approvals/$id')({
  beforeLoad: (args) => requireRouteAccess(args, '/approvals/{id}'),
  component: ApprovalPage,
});

function ApprovalPage() {
  const { id } = Route.useParams();
  return (
    <ShellPage path="/approvals/{id}">
      <TimesheetDetailView id={id} backHref="/approvals" backLabel="Back to approvals" />
    </ShellPage>
  );
}
