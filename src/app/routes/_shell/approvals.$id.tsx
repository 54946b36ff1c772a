import { createFileRoute } from '@tanstack/react-router';
import { TimesheetDetailView } from '../../../resources/timesheets/detail';

export const Route = createFileRoute('/_shell/approvals/$id')({
  component: ApprovalPage,
});

function ApprovalPage() {
  const { id } = Route.useParams();
  return <TimesheetDetailView id={id} backHref="/approvals" backLabel="Back to approvals" />;
}
