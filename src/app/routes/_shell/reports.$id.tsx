import { createFileRoute } from '@tanstack/react-router';
import { ReportDetailView } from '../../../resources/reports/pages';

export const Route = createFileRoute('/_shell/reports/$id')({
  component: function ReportDetail() {
    return <ReportDetailView id={Route.useParams().id} />;
  },
});
