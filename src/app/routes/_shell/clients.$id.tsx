import { createFileRoute } from '@tanstack/react-router';
import { ClientDetailView } from '../../features/clients/clients-pages';

export const Route = createFileRoute('/_shell/clients/$id')({
  component: function ClientDetail() {
    return <ClientDetailView id={Route.useParams().id} />;
  },
});
