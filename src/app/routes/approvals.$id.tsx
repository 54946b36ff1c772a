import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { TimesheetDetailView } from '../features/timesheet-detail/timesheet-detail-view';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/approvals/$id')({
  beforeLoad: (args) => requireLinkAccess(args),
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
