import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/sales_partner/dashboard')({
  beforeLoad: (args) => requireUserType(args, 'sales_partner'),
  component: () => (
    <ShellPage path="/sales_partner/dashboard">
      <DashboardView />
    </ShellPage>
  ),
});
