import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireRouteAccess } from '../lib/guards';

export const Route = createFileRoute('/worker_classifications/$id')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireRouteAccess(args, '/worker_classifications/{id}'),
  component: () => <ShellPage path="/worker_classifications/{id}" />,
});
