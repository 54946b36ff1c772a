import { createFileRoute } from '@tanstack/react-router';
import { ProjectCodeDetailView } from '../../features/project-codes/project-codes-pages';

export const Route = createFileRoute('/_shell/project_codes/$id')({
  component: function ProjectCodeDetail() {
    return <ProjectCodeDetailView id={Route.useParams().id} />;
  },
});
