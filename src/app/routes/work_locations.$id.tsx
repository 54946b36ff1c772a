import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/work_locations/$id')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireLinkAccess(args),
  component: () => <ShellPage path="/work_locations/{id}" />,
});
