import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireRouteAccess } from '../lib/guards';

export const Route = createFileRoute('/worker_classifications/')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireRouteAccess(args, '/worker_classifications'),
  component: () => <ShellPage path="/worker_classifications" />,
});
