import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/payments/$id')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireLinkAccess(args),
  component: () => <ShellPage path="/payments/{id}" />,
});
