import { createFileRoute } from '@tanstack/react-router';
import { canAuditWorkflows } from '../../../domain/policy/statecharts';
import { AuditReplayView } from '../../features/statecharts/audit-replay-view';
import { requireCapability } from '../../lib/guards';

/** An auditor's replay of one timesheet; in the Timesheets layout. The API scopes the record and checks the role too. */
export const Route = createFileRoute('/_shell/timesheets_/$id/audit')({
  staticData: { specPath: '/timesheets' },
  beforeLoad: (args) => requireCapability(args, canAuditWorkflows),
  component: TimesheetAudit,
});

function TimesheetAudit() {
  const { id } = Route.useParams();
  return (
    <AuditReplayView
      apiPath="/timesheets"
      id={id}
      title="Timesheet"
      backHref={`/timesheets/${id}`}
    />
  );
}
