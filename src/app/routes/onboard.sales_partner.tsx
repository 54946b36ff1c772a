import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/onboard/sales_partner')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'sales_partner'),
  component: () => <ShellPage path="/onboard/sales_partner" />,
});
