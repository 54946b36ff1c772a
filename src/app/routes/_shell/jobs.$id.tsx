import { createFileRoute } from '@tanstack/react-router';
import { canChangeJob } from '../../../domain/policy/org-data';
import { useShell } from '../../features/shell/shell-page';
import { JobDetailView } from '../../../resources/jobs/pages';

export const Route = createFileRoute('/_shell/jobs/$id')({
  component: function JobDetail() {
    const { user } = useShell();
    return (
      <JobDetailView
        id={Route.useParams().id}
        editable={(job) => Boolean(user && canChangeJob(user, job))}
      />
    );
  },
});
