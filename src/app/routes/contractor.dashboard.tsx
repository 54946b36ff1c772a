import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/contractor/dashboard')({
  beforeLoad: (args) => requireUserType(args, 'contractor'),
  component: () => (
    <ShellPage path="/contractor/dashboard">
      <DashboardView />
    </ShellPage>
  ),
});
