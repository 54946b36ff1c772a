import { createFileRoute } from '@tanstack/react-router';
import { TimeOffRequestDetailView } from '../../../resources/time-off-requests/pages';

export const Route = createFileRoute('/_shell/time_off_requests/$id')({
  component: function TimeOffRequestDetail() {
    return <TimeOffRequestDetailView id={Route.useParams().id} />;
  },
});
