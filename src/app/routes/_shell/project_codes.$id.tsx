import { createFileRoute } from '@tanstack/react-router';
import { projectCodesForm } from '../../../resources/project-codes/form';
import { ProjectCodeDetailView } from '../../../resources/project-codes/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/project_codes/$id')({
  component: function ProjectCodeDetail() {
    const { user } = useShell();
    return (
      <ProjectCodeDetailView
        id={Route.useParams().id}
        editable={Boolean(user && projectCodesForm.may.update(user))}
      />
    );
  },
});
