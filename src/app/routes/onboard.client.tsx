import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/onboard/client')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'client'),
  component: () => <ShellPage path="/onboard/client" />,
});
