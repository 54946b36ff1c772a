import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/partner/dashboard')({
  beforeLoad: (args) => requireUserType(args, 'partner'),
  component: () => (
    <ShellPage path="/partner/dashboard">
      <DashboardView />
    </ShellPage>
  ),
});
