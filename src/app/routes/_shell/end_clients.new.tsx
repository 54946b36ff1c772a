import { createFileRoute } from '@tanstack/react-router';
import { uuid, type RawSearch } from '../../lib/search-params';
import { EndClientFormView } from '../../../resources/end-clients/pages';

/** The spec has no create route for end clients: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/end_clients/new')({
  staticData: { specPath: '/end_clients' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewEndClient() {
    return <EndClientFormView id={Route.useSearch().id} />;
  },
});
