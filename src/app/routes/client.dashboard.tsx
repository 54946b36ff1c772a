import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/client/dashboard')({
  beforeLoad: (args) => requireUserType(args, 'client'),
  component: () => (
    <ShellPage path="/client/dashboard">
      <DashboardView />
    </ShellPage>
  ),
});
