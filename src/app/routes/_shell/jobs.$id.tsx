import { createFileRoute } from '@tanstack/react-router';
import { JobDetailView } from '../../features/jobs/jobs-pages';

export const Route = createFileRoute('/_shell/jobs/$id')({
  component: function JobDetail() {
    return <JobDetailView id={Route.useParams().id} />;
  },
});
