import { createFileRoute } from '@tanstack/react-router';
import { ReportSchedulesPage } from '../../features/reports/report-schedules-page';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/report_schedules/{-$id}')({
  component: function ReportSchedules() {
    const { user } = useShell();
    return user ? <ReportSchedulesPage user={user} /> : null;
  },
});
