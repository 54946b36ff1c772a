import { createFileRoute } from '@tanstack/react-router';
import { WorkerClassificationDetailView } from '../../../resources/worker-classifications/pages';

export const Route = createFileRoute('/_shell/worker_classifications/$id')({
  component: function WorkerClassificationDetail() {
    return <WorkerClassificationDetailView id={Route.useParams().id} />;
  },
});
