import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/pricing_calculator')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'partner', 'admin'),
  component: () => <ShellPage path="/pricing_calculator" />,
});
