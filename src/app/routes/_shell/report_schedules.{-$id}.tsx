import { createFileRoute } from '@tanstack/react-router';
import { REPORT_KEYS, type ReportKey } from '../../../domain/reports/keys';
import {
  ReportScheduleDetail,
  ReportScheduleEdit,
} from '../../../resources/reports/schedule-detail';
import { ReportSchedulesPage } from '../../../resources/reports/schedules';
import { useShell } from '../../features/shell/shell-page';
import { oneOf, type RawSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_shell/report_schedules/{-$id}')({
  validateSearch: (raw: RawSearch): { edit?: ReportKey } => ({
    edit: oneOf(raw.edit, REPORT_KEYS),
  }),
  component: function ReportSchedules() {
    const { user } = useShell();
    const { id } = Route.useParams();
    const { edit } = Route.useSearch();
    if (!user) return null;
    if (id && edit) return <ReportScheduleEdit id={id} report={edit} user={user} />;
    return id ? <ReportScheduleDetail id={id} /> : <ReportSchedulesPage user={user} />;
  },
});
