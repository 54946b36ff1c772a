import { createFileRoute } from '@tanstack/react-router';
import { canReadStatecharts } from '../../../domain/policy/statecharts';
import { ChartPage } from '../../features/statecharts/chart-page';
import { requireCapability } from '../../lib/guards';

/** One chart of /developers/statecharts; not a spec path of its own, so it checks the same audience itself. */
export const Route = createFileRoute('/_shell/developers/statecharts/$chartId')({
  staticData: { specPath: '/developers' },
  beforeLoad: (args) => requireCapability(args, canReadStatecharts),
  component: DeveloperChart,
});

function DeveloperChart() {
  const { chartId } = Route.useParams();
  return <ChartPage id={chartId} />;
}
