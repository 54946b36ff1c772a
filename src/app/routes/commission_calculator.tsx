import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/commission_calculator')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'sales_partner', 'admin'),
  component: () => <ShellPage path="/commission_calculator" />,
});
