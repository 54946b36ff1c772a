import { createFileRoute } from '@tanstack/react-router';
import { ReportScheduleDetail } from '../../features/reports/report-schedule-detail';
import { ReportSchedulesPage } from '../../features/reports/report-schedules-page';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/report_schedules/{-$id}')({
  component: function ReportSchedules() {
    const { user } = useShell();
    const { id } = Route.useParams();
    if (!user) return null;
    return id ? <ReportScheduleDetail id={id} /> : <ReportSchedulesPage user={user} />;
  },
});
