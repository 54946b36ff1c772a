import { createFileRoute } from '@tanstack/react-router';
import { workersCompCodesForm } from '../../../resources/workers-comp-codes/form';
import { WorkersCompCodeDetailView } from '../../../resources/workers-comp-codes/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/workers_comp_codes/$id')({
  staticData: { specPath: '/workers_comp_codes' },
  component: function WorkersCompCodeDetail() {
    const { user } = useShell();
    return (
      <WorkersCompCodeDetailView
        id={Route.useParams().id}
        editable={Boolean(user && workersCompCodesForm.may.update(user))}
      />
    );
  },
});
