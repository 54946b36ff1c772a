import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/onboard/partner')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'partner'),
  component: () => <ShellPage path="/onboard/partner" />,
});
