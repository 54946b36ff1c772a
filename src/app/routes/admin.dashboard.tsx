import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/admin/dashboard')({
  beforeLoad: (args) => requireUserType(args, 'admin'),
  component: () => (
    <ShellPage path="/admin/dashboard">
      <DashboardView />
    </ShellPage>
  ),
});
