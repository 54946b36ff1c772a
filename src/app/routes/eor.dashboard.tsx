import { createFileRoute } from '@tanstack/react-router';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/eor/dashboard')({
  beforeLoad: (args) => requireUserType(args, 'eor'),
  component: () => (
    <ShellPage path="/eor/dashboard">
      <DashboardView />
    </ShellPage>
  ),
});
