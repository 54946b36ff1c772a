import { createFileRoute } from '@tanstack/react-router';
import { WorkLocationDetailView } from '../../features/work-locations/work-locations-pages';

export const Route = createFileRoute('/_shell/work_locations/$id')({
  component: function WorkLocationDetail() {
    return <WorkLocationDetailView id={Route.useParams().id} />;
  },
});
