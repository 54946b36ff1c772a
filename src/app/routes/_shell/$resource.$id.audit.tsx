import { createFileRoute, redirect } from '@tanstack/react-router';
import { workflowChartAt } from '../../../../machines/charts';
import { canAuditWorkflows } from '../../../domain/policy/statecharts';
import { AuditReplayView } from '../../features/statecharts/audit-replay-view';
import { requireCapability } from '../../lib/guards';

/**
 * The auditor's replay of any workflow record, beside its page: `/expenses/{id}/audit` replays
 * `GET /v2/expenses/{id}/replay`. A new workflow in `machines/charts.ts` has it with no route of its
 * own; a path naming no workflow is the 404 page. The API scopes the record and checks the role too.
 */
export const Route = createFileRoute('/_shell/$resource/$id/audit')({
  staticData: { pageOfRecord: ({ resource, id }) => `/${resource}/${id}` },
  beforeLoad: async (args) => {
    // Every chart is in `machines/charts`: imported here, not at the top, so the charts load with an
    // audit instead of with the route table that every page (sign-in included) loads first.
    const { workflowChartAt } = await import('../../../../machines/charts');
    if (!workflowChartAt(args.params.resource)) throw redirect({ to: '/404' });
    await requireCapability(args, canAuditWorkflows);
  },
  component: WorkflowAudit,
});

function WorkflowAudit() {
  const { resource, id } = Route.useParams();
  const noun = (workflowChartAt(resource)?.workflow.name ?? resource).replace(/_/g, ' ');
  return (
    <AuditReplayView
      key={`${resource}:${id}`}
      apiPath={`/${resource}`}
      id={id}
      title={noun.charAt(0).toUpperCase() + noun.slice(1)}
      backHref={`/${resource}/${id}`}
    />
  );
}
