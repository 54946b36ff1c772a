import { createFileRoute } from '@tanstack/react-router';
import { endClientsForm } from '../../../resources/end-clients/form';
import { EndClientDetailView } from '../../../resources/end-clients/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/end_clients/$id')({
  component: function EndClientDetail() {
    const { user } = useShell();
    return (
      <EndClientDetailView
        id={Route.useParams().id}
        editable={Boolean(user && endClientsForm.may.update(user))}
      />
    );
  },
});
