import { createFileRoute } from '@tanstack/react-router';
import { WorkerClassificationDetailView } from '../../features/worker-classifications/worker-classifications-pages';

export const Route = createFileRoute('/_shell/worker_classifications/$id')({
  component: function WorkerClassificationDetail() {
    return <WorkerClassificationDetailView id={Route.useParams().id} />;
  },
});
