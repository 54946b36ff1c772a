import { createFileRoute } from '@tanstack/react-router';
import { clientsForm } from '../../../resources/clients/form';
import { useShell } from '../../features/shell/shell-page';
import { ClientDetailView } from '../../../resources/clients/pages';

export const Route = createFileRoute('/_shell/clients/$id')({
  component: function ClientDetail() {
    const { user } = useShell();
    return (
      <ClientDetailView
        id={Route.useParams().id}
        editable={Boolean(user && clientsForm.may.update(user))}
      />
    );
  },
});
