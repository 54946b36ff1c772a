import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/worker_classifications/create')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'admin', 'partner'),
  component: () => <ShellPage path="/worker_classifications/create" />,
});
