import { createFileRoute } from '@tanstack/react-router';
import { useShell } from '../../features/shell/shell-page';
import { TimesheetDetailView } from '../../../resources/timesheets/detail';
import { timesheetsPath } from '../../../domain/policy/navigation';
import { canRequestApproval } from '../../../domain/policy/timesheet-decisions';

/** Not a spec §2 path of its own: it shows in the Timesheets page's layout; the API scopes who sees what. */
export const Route = createFileRoute('/_shell/timesheets/$id')({
  staticData: { specPath: '/timesheets' },
  component: TimesheetPage,
});

function TimesheetPage() {
  const { id } = Route.useParams();
  const { user } = useShell();
  return (
    <TimesheetDetailView
      id={id}
      backHref={user ? timesheetsPath(user) : '/timesheets'}
      backLabel="Back to timesheets"
      mayRequestApproval={user ? canRequestApproval(user) : false}
    />
  );
}
