import { createFileRoute } from '@tanstack/react-router';
import { uuid, type RawSearch } from '../../lib/search-params';
import { ClientFormView } from '../../../resources/clients/pages';

/** A new client, or with `?id=` an existing one's settings (as /create_assignment/{id} edits one). */
export const Route = createFileRoute('/_shell/create_client')({
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function CreateClient() {
    return <ClientFormView id={Route.useSearch().id} />;
  },
});
