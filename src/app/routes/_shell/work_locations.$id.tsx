import { createFileRoute } from '@tanstack/react-router';
import { workLocationsForm } from '../../../resources/work-locations/form';
import { WorkLocationDetailView } from '../../../resources/work-locations/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/work_locations/$id')({
  component: function WorkLocationDetail() {
    const { user } = useShell();
    return (
      <WorkLocationDetailView
        id={Route.useParams().id}
        editable={Boolean(user && workLocationsForm.may.update(user))}
      />
    );
  },
});
