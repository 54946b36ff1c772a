import { createFileRoute } from '@tanstack/react-router';
import { TimesheetUploadsView } from '../features/timesheet-uploads/upload-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/timesheet_uploads/{-$id}')({
  beforeLoad: (args) => requireLinkAccess(args),
  component: Uploads,
});

function Uploads() {
  const { id } = Route.useParams();
  return (
    <ShellPage path="/timesheet_uploads/{id?}">
      <TimesheetUploadsView key={id ?? 'new'} id={id ?? null} />
    </ShellPage>
  );
}
