import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { TimesheetDetailView } from '../features/timesheet-detail/timesheet-detail-view';
import { requireAuth } from '../lib/guards';
import { timesheetsPath } from '../../domain/policy/navigation';
import { canRequestApproval } from '../../domain/policy/timesheet-decisions';

/** Not a spec §2 path of its own: it shows in the Timesheets page's layout; the API scopes who sees what. */
export const Route = createFileRoute('/timesheets/$id')({
  beforeLoad: (args) => requireAuth(args),
  component: TimesheetPage,
});

function TimesheetPage() {
  const { id } = Route.useParams();
  return (
    <ShellPage path="/timesheets">
      {({ user }) => (
        <TimesheetDetailView
          id={id}
          backHref={user ? timesheetsPath(user) : '/timesheets'}
          backLabel="Back to timesheets"
          mayRequestApproval={user ? canRequestApproval(user) : false}
        />
      )}
    </ShellPage>
  );
}
