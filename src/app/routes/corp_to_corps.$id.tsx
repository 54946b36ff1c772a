import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/corp_to_corps/$id')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireLinkAccess(args),
  component: () => <ShellPage path="/corp_to_corps/{id}" />,
});
