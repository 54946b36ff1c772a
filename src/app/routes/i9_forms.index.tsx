import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/i9_forms/')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireLinkAccess(args),
  component: () => <ShellPage path="/i9_forms" />,
});
