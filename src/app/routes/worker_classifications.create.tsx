import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireRouteAccess } from '../lib/guards';

export const Route = createFileRoute('/worker_classifications/create')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireRouteAccess(args, '/worker_classifications/create'),
  component: () => <ShellPage path="/worker_classifications/create" />,
});
